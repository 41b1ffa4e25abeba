// The homepage's layout (platform-core §3 "The homepage-display type holds sections; each section holds widgets
// (widget ids) plus an isHomepageSet flag"): widgets are stored things of their user, the homepageDisplay
// setting orders them into titled sections. Writers are checked strictly, readers are lenient so a layout
// naming a widget since deleted still shows the rest.
import type { FieldIssue } from '../errors';
import { unexpectedKeys } from './unexpected-keys';

/** The homepage's widget kinds (decision 0111): late stops, silent tours, today's arrivals. */
export const HOMEPAGE_WIDGET_KINDS = ['lateStops', 'silentTours', 'arrivals'] as const;
export type HomepageWidgetKind = (typeof HOMEPAGE_WIDGET_KINDS)[number];

/** Rows a widget shows; its title gives the total. */
export const HOMEPAGE_WIDGET_LIMITS = [5, 10, 20] as const;
export const DEFAULT_HOMEPAGE_WIDGET_LIMIT = 10;
export const HOMEPAGE_WIDGET_TITLE_MAX_LENGTH = 80;
export const HOMEPAGE_SECTIONS_MAX = 10;
export const HOMEPAGE_SECTION_WIDGETS_MAX = 12;
export const HOMEPAGE_SECTION_TITLE_MAX_LENGTH = 80;
/** A user's widgets at most: every section full. */
export const HOMEPAGE_WIDGETS_MAX = HOMEPAGE_SECTIONS_MAX * HOMEPAGE_SECTION_WIDGETS_MAX;

export interface HomepageWidgetOptions {
  kind: HomepageWidgetKind;
  /** Shown instead of the kind's name when set. */
  title: string | null;
  limit: number;
}

export interface HomepageSection {
  title: string;
  /** Widget ids, in the order they show. */
  widgets: string[];
  /** Shown on the homepage; a section without it is kept aside. */
  isHomepageSet: boolean;
}

export interface HomepageDisplayData {
  sections: HomepageSection[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isHomepageWidgetKind(value: unknown): value is HomepageWidgetKind {
  return typeof value === 'string' && (HOMEPAGE_WIDGET_KINDS as readonly string[]).includes(value);
}

/** A widget as written (POST or PUT of a widget): its kind, an optional title, a row limit among the choices. */
export function homepageWidgetIssues(
  widget: { kind?: unknown; title?: unknown; limit?: unknown },
  at = '/data/attributes',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (widget.kind !== undefined && !isHomepageWidgetKind(widget.kind))
    issues.push({
      code: 'validation.invalid_choice',
      pointer: `${at}/kind`,
      detail: `One of ${HOMEPAGE_WIDGET_KINDS.join(', ')}`,
    });
  if (widget.title !== undefined && widget.title !== null) {
    if (typeof widget.title !== 'string')
      issues.push({ code: 'validation.invalid_type', pointer: `${at}/title` });
    else if (widget.title.length > HOMEPAGE_WIDGET_TITLE_MAX_LENGTH)
      issues.push({ code: 'validation.too_long', pointer: `${at}/title` });
  }
  if (widget.limit !== undefined && !HOMEPAGE_WIDGET_LIMITS.some((limit) => limit === widget.limit))
    issues.push({
      code: 'validation.invalid_choice',
      pointer: `${at}/limit`,
      detail: `One of ${HOMEPAGE_WIDGET_LIMITS.join(', ')}`,
    });
  return issues;
}

/**
 * The problems of a homepageDisplay setting's data, at their pointers under `at`: sections with a title, their
 * widget ids in order and the isHomepageSet flag. A widget id must name one of the user's own widgets
 * (`ownWidgetIds`) and show once in the whole layout.
 */
export function homepageDisplayIssues(
  data: Record<string, unknown>,
  ownWidgetIds: ReadonlySet<string>,
  at = '/data/attributes/data',
): FieldIssue[] {
  const issues = unexpectedKeys(data, ['sections'], at);
  const sections = data.sections;
  if (!Array.isArray(sections))
    return [...issues, { code: 'validation.missing_field', pointer: `${at}/sections` }];
  if (sections.length > HOMEPAGE_SECTIONS_MAX)
    issues.push({
      code: 'validation.too_many_elements',
      pointer: `${at}/sections`,
      detail: `At most ${HOMEPAGE_SECTIONS_MAX} sections`,
    });
  const seen = new Set<string>();
  for (const [index, section] of sections.entries()) {
    const here = `${at}/sections/${index}`;
    if (!isRecord(section)) {
      issues.push({ code: 'validation.invalid_type', pointer: here });
      continue;
    }
    issues.push(...unexpectedKeys(section, ['title', 'widgets', 'isHomepageSet'], here));
    if (typeof section.title !== 'string' || section.title.trim() === '')
      issues.push({
        code: 'validation.required',
        pointer: `${here}/title`,
        detail: 'A section needs a title',
      });
    else if (section.title.length > HOMEPAGE_SECTION_TITLE_MAX_LENGTH)
      issues.push({ code: 'validation.too_long', pointer: `${here}/title` });
    if (typeof section.isHomepageSet !== 'boolean')
      issues.push({ code: 'validation.invalid_type', pointer: `${here}/isHomepageSet` });
    if (!Array.isArray(section.widgets)) {
      issues.push({ code: 'validation.missing_field', pointer: `${here}/widgets` });
      continue;
    }
    if (section.widgets.length > HOMEPAGE_SECTION_WIDGETS_MAX)
      issues.push({
        code: 'validation.too_many_elements',
        pointer: `${here}/widgets`,
        detail: `At most ${HOMEPAGE_SECTION_WIDGETS_MAX} widgets in a section`,
      });
    for (const [position, id] of section.widgets.entries()) {
      const pointer = `${here}/widgets/${position}`;
      if (typeof id !== 'string') issues.push({ code: 'validation.invalid_type', pointer });
      else if (!ownWidgetIds.has(id))
        issues.push({
          code: 'validation.unknown_identifier',
          pointer,
          detail: 'No widget of this user has this id',
        });
      else if (seen.has(id))
        issues.push({
          code: 'validation.not_valid',
          pointer,
          detail: 'This widget is already on the homepage',
        });
      else seen.add(id);
    }
  }
  return issues;
}

/**
 * The layout as saved, for a user whose widgets are `widgetIds`: unknown or repeated ids are dropped (a widget
 * deleted since), and so is anything not shaped like a section. Undefined when nothing usable is saved.
 */
export function readHomepageDisplay(
  data: unknown,
  widgetIds: ReadonlySet<string>,
): HomepageDisplayData | undefined {
  if (!isRecord(data) || !Array.isArray(data.sections)) return undefined;
  const seen = new Set<string>();
  const sections: HomepageSection[] = [];
  for (const section of data.sections) {
    if (!isRecord(section)) continue;
    const widgets = (Array.isArray(section.widgets) ? section.widgets : []).filter(
      (id): id is string => typeof id === 'string' && widgetIds.has(id) && !seen.has(id) && !!seen.add(id),
    );
    sections.push({
      title: typeof section.title === 'string' ? section.title : '',
      widgets,
      isHomepageSet: section.isHomepageSet !== false,
    });
  }
  return { sections };
}

/**
 * The layout with each widget id replaced by its copy's (`copies`: original id → copy id), for settings
 * duplicated to another user; an id without a copy is dropped, so the copy never names the source's widgets.
 */
export function remapHomepageDisplay(
  data: unknown,
  copies: ReadonlyMap<string, string>,
): HomepageDisplayData {
  const read = readHomepageDisplay(data, new Set(copies.keys())) ?? { sections: [] };
  return {
    sections: read.sections.map((section) => ({
      ...section,
      widgets: section.widgets.map((id) => copies.get(id)!),
    })),
  };
}

/** The layout without one widget (deleted): every other widget and section stays where it was. */
export function withoutHomepageWidget(data: HomepageDisplayData, widgetId: string): HomepageDisplayData {
  return {
    sections: data.sections.map((section) => ({
      ...section,
      widgets: section.widgets.filter((id) => id !== widgetId),
    })),
  };
}

/** What a user who never arranged the homepage sees: one section with every widget kind, in the kinds' order. */
export const DEFAULT_HOMEPAGE_KINDS: readonly HomepageWidgetKind[] = HOMEPAGE_WIDGET_KINDS;
