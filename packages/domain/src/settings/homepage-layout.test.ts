import { describe, expect, it } from 'vitest';
import {
  homepageDisplayIssues,
  homepageWidgetIssues,
  readHomepageDisplay,
  remapHomepageDisplay,
  settingIssues,
  withoutHomepageWidget,
} from './index';

const own = new Set(['w1', 'w2', 'w3']);
const section = (title: string, widgets: unknown[], isHomepageSet: unknown = true) => ({
  title,
  widgets,
  isHomepageSet,
});

describe('a homepage layout as written', () => {
  it('accepts sections of the user’s own widgets, each once', () => {
    expect(
      homepageDisplayIssues(
        { sections: [section('Retards', ['w2', 'w1']), section('Aside', ['w3'], false)] },
        own,
      ),
    ).toEqual([]);
    expect(homepageDisplayIssues({ sections: [] }, own)).toEqual([]);
  });

  it.each([
    [{}, 'validation.missing_field', '/data/attributes/data/sections'],
    [{ sections: [], colour: 'red' }, 'validation.unexpected_field', '/data/attributes/data/colour'],
    [{ sections: ['x'] }, 'validation.invalid_type', '/data/attributes/data/sections/0'],
    [{ sections: [section('', [])] }, 'validation.required', '/data/attributes/data/sections/0/title'],
    [
      { sections: [section('x'.repeat(81), [])] },
      'validation.too_long',
      '/data/attributes/data/sections/0/title',
    ],
    [
      { sections: [section('A', [], 'yes')] },
      'validation.invalid_type',
      '/data/attributes/data/sections/0/isHomepageSet',
    ],
    [
      { sections: [{ title: 'A', isHomepageSet: true }] },
      'validation.missing_field',
      '/data/attributes/data/sections/0/widgets',
    ],
    [
      { sections: [section('A', ['w1']), section('B', ['w9'])] },
      'validation.unknown_identifier',
      '/data/attributes/data/sections/1/widgets/0',
    ],
    [
      { sections: [section('A', ['w1']), section('B', ['w2', 'w1'])] },
      'validation.not_valid',
      '/data/attributes/data/sections/1/widgets/1',
    ],
    [
      { sections: [section('A', [7])] },
      'validation.invalid_type',
      '/data/attributes/data/sections/0/widgets/0',
    ],
    [
      { sections: Array.from({ length: 11 }, (_, i) => section(`S${i}`, [])) },
      'validation.too_many_elements',
      '/data/attributes/data/sections',
    ],
  ])('refuses %j with %s at %s', (data, code, pointer) => {
    expect(homepageDisplayIssues(data as Record<string, unknown>, own)).toContainEqual(
      expect.objectContaining({ code, pointer }),
    );
  });

  it('is what settingIssues checks for homepageDisplay, with the writer’s widgets only', () => {
    const setting = {
      type: 'homepageDisplay' as const,
      label: null,
      data: { sections: [section('A', ['w1'])] },
    };
    expect(settingIssues(setting, { widgetIds: own })).toEqual([]);
    // Without the writer's widgets, every id is someone else's.
    expect(settingIssues(setting)).toEqual([
      expect.objectContaining({
        code: 'validation.unknown_identifier',
        pointer: '/data/attributes/data/sections/0/widgets/0',
      }),
    ]);
  });
});

describe('a widget as written', () => {
  it('takes a kind of the homepage, an optional title and a limit among the choices', () => {
    expect(homepageWidgetIssues({ kind: 'lateStops', title: 'Urgent', limit: 5 })).toEqual([]);
    expect(homepageWidgetIssues({ kind: 'arrivals', title: null })).toEqual([]);
    expect(homepageWidgetIssues({ kind: 'weather', limit: 7, title: 'x'.repeat(81) })).toEqual([
      expect.objectContaining({ code: 'validation.invalid_choice', pointer: '/data/attributes/kind' }),
      expect.objectContaining({ code: 'validation.too_long', pointer: '/data/attributes/title' }),
      expect.objectContaining({ code: 'validation.invalid_choice', pointer: '/data/attributes/limit' }),
    ]);
  });
});

describe('a homepage layout as read and copied', () => {
  it('drops deleted or repeated widgets and keeps the sections in order', () => {
    const saved = { sections: [section('A', ['w1', 'gone', 'w1']), section('B', ['w2'], false), 'junk'] };
    expect(readHomepageDisplay(saved, own)).toEqual({
      sections: [section('A', ['w1']), section('B', ['w2'], false)],
    });
    expect(readHomepageDisplay({ colour: 'red' }, own)).toBeUndefined();
  });

  it('remaps every widget id to its copy’s, and names none of the source’s', () => {
    const saved = { sections: [section('A', ['w2', 'w1']), section('B', ['w3'], false)] };
    const copies = new Map([
      ['w1', 'c1'],
      ['w2', 'c2'],
      ['w3', 'c3'],
    ]);
    expect(remapHomepageDisplay(saved, copies)).toEqual({
      sections: [section('A', ['c2', 'c1']), section('B', ['c3'], false)],
    });
    // A widget without a copy (deleted meanwhile) leaves the copy's layout.
    expect(remapHomepageDisplay(saved, new Map([['w1', 'c1']]))).toEqual({
      sections: [section('A', ['c1']), section('B', [], false)],
    });
  });

  it('takes a deleted widget out of its section only', () => {
    expect(
      withoutHomepageWidget(
        {
          sections: [
            { title: 'A', widgets: ['w1', 'w2'], isHomepageSet: true },
            { title: 'B', widgets: ['w3'], isHomepageSet: true },
          ],
        },
        'w2',
      ),
    ).toEqual({ sections: [section('A', ['w1']), section('B', ['w3'])] });
  });
});
