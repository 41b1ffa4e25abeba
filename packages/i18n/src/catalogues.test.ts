import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { DEFAULT_LANGUAGE, defaultCatalogue, LANGUAGE_NAMES, LANGUAGES, loadCatalogue } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = flatten(catalogues.en as unknown as Tree);

describe('message catalogues', () => {
  it('cover the twelve languages with French as default', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGES).toHaveLength(12);
    expect(DEFAULT_LANGUAGE).toBe('fr');
    for (const lang of LANGUAGES) expect(LANGUAGE_NAMES[lang]).toBeTruthy();
  });

  describe.each(LANGUAGES)('%s', (lang) => {
    const messages = flatten(catalogues[lang] as unknown as Tree);

    it('declares exactly the reference keys', () => {
      const missing = [...reference.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty message', () => {
      const empty = [...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it('keeps the interpolation placeholders of the reference', () => {
      const differing = [...reference]
        .filter(([key, text]) => {
          const own = messages.get(key);
          return typeof own === 'string' && placeholders(own).join() !== placeholders(String(text)).join();
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });

  it('loads each catalogue on demand, the default one without a fetch', async () => {
    for (const lang of LANGUAGES) expect(await loadCatalogue(lang)).toBe(catalogues[lang]);
    // The bundled part of the default catalogue is the whole catalogue's, block for block.
    for (const [block, messages] of Object.entries(defaultCatalogue))
      expect(messages).toBe(catalogues[DEFAULT_LANGUAGE][block as keyof typeof defaultCatalogue]);
  });

  it('is translated, not copied from English', () => {
    // Product names, units and codes may legitimately match; most sentences may not.
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const messages = flatten(catalogues[lang] as unknown as Tree);
      const same = [...reference].filter(([k, v]) => messages.get(k) === v && String(v).length > 12);
      expect(same.length, `${lang}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(5);
    }
  });
});
