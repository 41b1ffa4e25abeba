// The homepage's layout as the screen holds it (decision 0185): sections of widgets, read from the user's
// widgets and homepageDisplay setting, or the default layout when there is none, and changed as a draft until
// the user saves it. Pure: the hooks read and write, these functions only reshape.
import {
  DEFAULT_HOMEPAGE_KINDS,
  DEFAULT_HOMEPAGE_WIDGET_LIMIT,
  type HomepageDisplayData,
  type HomepageWidgetKind,
  readHomepageDisplay,
} from '@cargolens/domain/settings';

export interface LayoutWidget {
  /** Stable while the draft lives, for React and focus. */
  key: string;
  /** The stored widget's id; null until saved (a widget added, or one of the default layout). */
  id: string | null;
  kind: HomepageWidgetKind;
  title: string | null;
  limit: number;
}

export interface LayoutSection {
  key: string;
  title: string;
  isHomepageSet: boolean;
  widgets: LayoutWidget[];
}

export interface HomepageLayout {
  sections: LayoutSection[];
  /** Nothing saved: the default layout shows. */
  isDefault: boolean;
}

export interface StoredWidget {
  id: string;
  kind: HomepageWidgetKind;
  title: string | null;
  limit: number;
}

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-${++counter}`;

const newWidget = (kind: HomepageWidgetKind): LayoutWidget => ({
  key: newKey('widget'),
  id: null,
  kind,
  title: null,
  limit: DEFAULT_HOMEPAGE_WIDGET_LIMIT,
});

export function defaultLayout(sectionTitle: string): HomepageLayout {
  return {
    isDefault: true,
    sections: [
      {
        key: 'section-default',
        title: sectionTitle,
        isHomepageSet: true,
        widgets: DEFAULT_HOMEPAGE_KINDS.map(newWidget),
      },
    ],
  };
}

/** The saved layout, its ids resolved to the user's widgets; the default one when nothing usable is saved. */
export function layoutFrom(
  saved: unknown,
  widgets: readonly StoredWidget[],
  defaultSectionTitle: string,
): HomepageLayout {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const read = saved === undefined ? undefined : readHomepageDisplay(saved, new Set(byId.keys()));
  if (!read) return defaultLayout(defaultSectionTitle);
  return {
    isDefault: false,
    sections: read.sections.map((section, index) => ({
      key: `section-${index}`,
      title: section.title,
      isHomepageSet: section.isHomepageSet,
      widgets: section.widgets.map((id) => ({ ...byId.get(id)!, key: id })),
    })),
  };
}

/** The setting's data once every widget has its id (`idOf` gives the new ones theirs). */
export function layoutData(
  layout: HomepageLayout,
  idOf: (widget: LayoutWidget) => string,
): HomepageDisplayData {
  return {
    sections: layout.sections.map((section) => ({
      title: section.title.trim(),
      isHomepageSet: section.isHomepageSet,
      widgets: section.widgets.map(idOf),
    })),
  };
}

function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

const withSection = (layout: HomepageLayout, key: string, change: (s: LayoutSection) => LayoutSection) => ({
  ...layout,
  sections: layout.sections.map((section) => (section.key === key ? change(section) : section)),
});

/** The draft's edits, each returning the next draft. */
export const edits = {
  addSection: (layout: HomepageLayout, title: string): HomepageLayout => ({
    ...layout,
    sections: [...layout.sections, { key: newKey('section'), title, isHomepageSet: true, widgets: [] }],
  }),
  removeSection: (layout: HomepageLayout, key: string): HomepageLayout => ({
    ...layout,
    sections: layout.sections.filter((section) => section.key !== key),
  }),
  moveSection: (layout: HomepageLayout, key: string, by: -1 | 1): HomepageLayout => ({
    ...layout,
    sections: moved(
      layout.sections,
      layout.sections.findIndex((s) => s.key === key),
      by,
    ),
  }),
  renameSection: (layout: HomepageLayout, key: string, title: string) =>
    withSection(layout, key, (section) => ({ ...section, title })),
  showSection: (layout: HomepageLayout, key: string, isHomepageSet: boolean) =>
    withSection(layout, key, (section) => ({ ...section, isHomepageSet })),
  addWidget: (layout: HomepageLayout, key: string, kind: HomepageWidgetKind) =>
    withSection(layout, key, (section) => ({ ...section, widgets: [...section.widgets, newWidget(kind)] })),
  removeWidget: (layout: HomepageLayout, key: string, widgetKey: string) =>
    withSection(layout, key, (section) => ({
      ...section,
      widgets: section.widgets.filter((widget) => widget.key !== widgetKey),
    })),
  moveWidget: (layout: HomepageLayout, key: string, widgetKey: string, by: -1 | 1) =>
    withSection(layout, key, (section) => ({
      ...section,
      widgets: moved(
        section.widgets,
        section.widgets.findIndex((w) => w.key === widgetKey),
        by,
      ),
    })),
};

/** What a draft changes in storage: widgets to create (no id yet) and stored widgets no longer placed. */
export function layoutChanges(layout: HomepageLayout, stored: readonly StoredWidget[]) {
  const placed = layout.sections.flatMap((section) => section.widgets);
  const kept = new Set(placed.flatMap((widget) => (widget.id ? [widget.id] : [])));
  return {
    create: placed.filter((widget) => widget.id === null),
    remove: stored.filter((widget) => !kept.has(widget.id)).map((widget) => widget.id),
  };
}

/** Sections with a blank title: the draft cannot be saved until each has one. */
export const untitledSections = (layout: HomepageLayout) =>
  layout.sections.filter((section) => section.title.trim() === '').map((section) => section.key);
