import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  edits,
  layoutChanges,
  layoutData,
  layoutFrom,
  untitledSections,
} from './homepage-layout';

const stored = [
  { id: 'w1', kind: 'lateStops' as const, title: null, limit: 10 },
  { id: 'w2', kind: 'arrivals' as const, title: 'Lyon', limit: 5 },
];

describe('the homepage layout on screen', () => {
  it('shows the three widgets in one section to a user who never arranged it', () => {
    const layout = layoutFrom(undefined, [], 'Suivi');
    expect(layout.isDefault).toBe(true);
    expect(
      layout.sections.map((s) => [s.title, s.isHomepageSet, s.widgets.map((w) => [w.kind, w.id])]),
    ).toEqual([
      [
        'Suivi',
        true,
        [
          ['lateStops', null],
          ['silentTours', null],
          ['arrivals', null],
        ],
      ],
    ]);
  });

  it('shows the saved sections and widgets in the user’s order, with their options', () => {
    const layout = layoutFrom(
      {
        sections: [
          { title: 'Today', widgets: ['w2', 'gone'], isHomepageSet: true },
          { title: 'Aside', widgets: ['w1'], isHomepageSet: false },
        ],
      },
      stored,
      'Suivi',
    );
    expect(layout.isDefault).toBe(false);
    expect(
      layout.sections.map((s) => [s.title, s.isHomepageSet, s.widgets.map((w) => [w.id, w.title, w.limit])]),
    ).toEqual([
      ['Today', true, [['w2', 'Lyon', 5]]],
      ['Aside', false, [['w1', null, 10]]],
    ]);
  });

  it('edits a draft: sections and widgets added, renamed, moved and removed', () => {
    let draft = layoutFrom(
      { sections: [{ title: 'A', widgets: ['w1', 'w2'], isHomepageSet: true }] },
      stored,
      'x',
    );
    const a = draft.sections[0]!.key;
    draft = edits.moveWidget(draft, a, 'w2', -1);
    expect(draft.sections[0]!.widgets.map((w) => w.id)).toEqual(['w2', 'w1']);
    // Moving past an end changes nothing.
    expect(edits.moveWidget(draft, a, 'w2', -1)).toEqual(draft);
    draft = edits.addSection(draft, 'B');
    const b = draft.sections[1]!.key;
    draft = edits.addWidget(draft, b, 'silentTours');
    draft = edits.renameSection(draft, a, 'First');
    draft = edits.moveSection(draft, b, -1);
    draft = edits.removeWidget(draft, a, 'w1');
    draft = edits.showSection(draft, a, false);
    expect(draft.sections.map((s) => [s.title, s.isHomepageSet, s.widgets.map((w) => w.kind)])).toEqual([
      ['B', true, ['silentTours']],
      ['First', false, ['arrivals']],
    ]);
    // Saving creates the new widget and deletes the one no longer placed; the layout names the new id.
    const changes = layoutChanges(draft, stored);
    expect(changes.create.map((w) => w.kind)).toEqual(['silentTours']);
    expect(changes.remove).toEqual(['w1']);
    expect(layoutData(draft, (w) => w.id ?? 'new')).toEqual({
      sections: [
        { title: 'B', isHomepageSet: true, widgets: ['new'] },
        { title: 'First', isHomepageSet: false, widgets: ['w2'] },
      ],
    });
    expect(untitledSections(edits.renameSection(draft, b, '  '))).toEqual([b]);
    expect(edits.removeSection(draft, b).sections.map((s) => s.title)).toEqual(['First']);
  });

  it('creates the default widgets the first time a default layout is saved', () => {
    expect(layoutChanges(defaultLayout('Suivi'), []).create.map((w) => w.kind)).toEqual([
      'lateStops',
      'silentTours',
      'arrivals',
    ]);
  });
});
