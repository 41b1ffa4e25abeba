// What a written setting must look like. Every problem of a request comes back at once, at its pointer in the
// JSON:API document, with the validation codes of the error catalogue.
import type { FieldIssue } from '../errors';
import { ORDER_LIST_COLUMNS, ORDER_LIST_FILTERS, ORDER_TABLE_PAGE_SIZES } from '../orders/order-list';
import {
  DISPLAY_PREFERENCES,
  type DisplayPreferenceType,
  displayPreferenceChoice,
  isDisplayPreferenceType,
} from './display-preferences';
import { homepageDisplayIssues } from './homepage-layout';
import {
  isBookmarkSettingType,
  SETTING_DATA_MAX_LENGTH,
  SETTING_LABEL_MAX_LENGTH,
  type UserSettingType,
} from './setting-types';
import { isToursView, TOURS_VIEWS } from './tours-view';
import { unexpectedKeys } from './unexpected-keys';

const ATTRIBUTES = '/data/attributes';
const DATA = `${ATTRIBUTES}/data`;
const FILTER_VALUE_MAX_LENGTH = 500;
const SORT_MAX_LENGTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function columnsIssues(data: Record<string, unknown>): FieldIssue[] {
  const issues = unexpectedKeys(data, ['columns'], DATA);
  const columns = data.columns;
  if (!Array.isArray(columns))
    return [...issues, { code: 'validation.missing_field', pointer: `${DATA}/columns` }];
  if (columns.length > ORDER_LIST_COLUMNS.length)
    issues.push({ code: 'validation.too_many_elements', pointer: `${DATA}/columns` });
  const seen = new Set<string>();
  for (const [index, column] of columns.entries()) {
    const at = `${DATA}/columns/${index}`;
    if (!isRecord(column)) {
      issues.push({ code: 'validation.invalid_type', pointer: at });
      continue;
    }
    issues.push(...unexpectedKeys(column, ['id', 'visible'], at));
    if (typeof column.id !== 'string' || !(ORDER_LIST_COLUMNS as readonly string[]).includes(column.id))
      issues.push({ code: 'validation.invalid_choice', pointer: `${at}/id` });
    else if (seen.has(column.id))
      issues.push({
        code: 'validation.not_valid',
        pointer: `${at}/id`,
        detail: 'This column is listed twice',
      });
    else seen.add(String(column.id));
    if (typeof column.visible !== 'boolean')
      issues.push({ code: 'validation.invalid_type', pointer: `${at}/visible` });
  }
  return issues;
}

function bookmarkIssues(data: Record<string, unknown>): FieldIssue[] {
  const issues = unexpectedKeys(data, ['filters', 'sort'], DATA);
  if (!isRecord(data.filters)) issues.push({ code: 'validation.missing_field', pointer: `${DATA}/filters` });
  else {
    issues.push(...unexpectedKeys(data.filters, ORDER_LIST_FILTERS, `${DATA}/filters`));
    for (const [name, value] of Object.entries(data.filters)) {
      const at = `${DATA}/filters/${name}`;
      if (typeof value !== 'string') issues.push({ code: 'validation.invalid_type', pointer: at });
      else if (value.length > FILTER_VALUE_MAX_LENGTH)
        issues.push({ code: 'validation.too_long', pointer: at });
    }
  }
  if (data.sort !== undefined && (typeof data.sort !== 'string' || data.sort.length > SORT_MAX_LENGTH))
    issues.push({ code: 'validation.not_valid', pointer: `${DATA}/sort` });
  return issues;
}

function hitsPerPageIssues(data: Record<string, unknown>): FieldIssue[] {
  const issues = unexpectedKeys(data, ['hitsPerPage'], DATA);
  if (!ORDER_TABLE_PAGE_SIZES.some((size) => size === data.hitsPerPage))
    issues.push({
      code: 'validation.invalid_choice',
      pointer: `${DATA}/hitsPerPage`,
      detail: `One of ${ORDER_TABLE_PAGE_SIZES.join(', ')}`,
    });
  return issues;
}

function toursViewIssues(data: Record<string, unknown>): FieldIssue[] {
  const issues = unexpectedKeys(data, ['view'], DATA);
  if (!isToursView(data.view))
    issues.push({
      code: 'validation.invalid_choice',
      pointer: `${DATA}/view`,
      detail: `One of ${TOURS_VIEWS.join(', ')}`,
    });
  return issues;
}

/** A display preference's data names one of its choices, under its key, and nothing else. */
function displayPreferenceIssues(type: DisplayPreferenceType, data: Record<string, unknown>): FieldIssue[] {
  const { key, choices } = DISPLAY_PREFERENCES[type];
  const issues = unexpectedKeys(data, [key], DATA);
  if (displayPreferenceChoice(type, data) === undefined)
    issues.push({
      code: 'validation.invalid_choice',
      pointer: `${DATA}/${key}`,
      detail: `One of ${choices.join(', ')}`,
    });
  return issues;
}

const DATA_RULES: Partial<Record<UserSettingType, (data: Record<string, unknown>) => FieldIssue[]>> = {
  orderTableColumns: columnsIssues,
  orderBookmarks: bookmarkIssues,
  orderTableHitsPerPage: hitsPerPageIssues,
  toursView: toursViewIssues,
};

/**
 * The problems of a setting as written: a bookmark needs a label, every setting's data is a small JSON object,
 * and the types the orders list, the Tours page and the display preferences read have a shape of their own. Other
 * types keep any small object.
 */
export function settingIssues(
  setting: {
    type: UserSettingType;
    label: string | null;
    data: unknown;
  },
  /** The writing user's widget ids, which a homepageDisplay setting may name (and no others). */
  context: { widgetIds?: ReadonlySet<string> } = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBookmarkSettingType(setting.type) && !setting.label)
    issues.push({
      code: 'validation.required',
      pointer: `${ATTRIBUTES}/label`,
      detail: 'A bookmark needs a name',
    });
  if (setting.label && setting.label.length > SETTING_LABEL_MAX_LENGTH)
    issues.push({ code: 'validation.too_long', pointer: `${ATTRIBUTES}/label` });
  if (!isRecord(setting.data)) return [...issues, { code: 'validation.invalid_type', pointer: DATA }];
  if (JSON.stringify(setting.data).length > SETTING_DATA_MAX_LENGTH)
    return [...issues, { code: 'validation.too_long', pointer: DATA }];
  if (isDisplayPreferenceType(setting.type))
    return [...issues, ...displayPreferenceIssues(setting.type, setting.data)];
  if (setting.type === 'homepageDisplay')
    return [...issues, ...homepageDisplayIssues(setting.data, context.widgetIds ?? new Set())];
  return [...issues, ...(DATA_RULES[setting.type]?.(setting.data) ?? [])];
}
