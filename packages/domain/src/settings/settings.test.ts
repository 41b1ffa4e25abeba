import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBLE_ORDER_COLUMNS, ORDER_LIST_COLUMNS } from '../orders';
import { orderTaggingRefusal } from '../tags';
import {
  isBookmarkSettingType,
  readHitsPerPage,
  readOrderBookmark,
  readOrderTableColumns,
  settingIssues,
} from './index';

describe('order table columns as read back', () => {
  it('shows the default columns to a user who never chose', () => {
    const columns = readOrderTableColumns(undefined);
    expect(columns.map((c) => c.id)).toEqual([...ORDER_LIST_COLUMNS]);
    expect(columns.filter((c) => c.visible).map((c) => c.id)).toEqual([...DEFAULT_VISIBLE_ORDER_COLUMNS]);
  });

  it('keeps the saved order and visibility, drops unknown and repeated ids, adds new columns', () => {
    const columns = readOrderTableColumns({
      columns: [
        { id: 'tags', visible: true },
        { id: 'documentCount', visible: true },
        { id: 'reference', visible: false },
        { id: 'tags', visible: false },
        { id: 'status', visible: false },
      ],
    });
    expect(columns.slice(0, 3)).toEqual([
      { id: 'tags', visible: true },
      // The row header cannot be hidden.
      { id: 'reference', visible: true },
      { id: 'status', visible: false },
    ]);
    expect(columns).toHaveLength(ORDER_LIST_COLUMNS.length);
    expect(columns.find((c) => c.id === 'createdAt')).toEqual({ id: 'createdAt', visible: true });
  });
});

describe('saved filter sets and rows per page as read back', () => {
  it('keeps known filters with text values and the sort', () => {
    expect(
      readOrderBookmark({
        filters: { status: 'ARR_LOAD', departureTown: 'Lyon', unknown: 'x', tags: 3, search: ' ' },
        sort: '-departureDate',
      }),
    ).toEqual({ filters: { status: 'ARR_LOAD', departureTown: 'Lyon' }, sort: '-departureDate' });
    expect(readOrderBookmark('nonsense')).toEqual({ filters: {} });
  });

  it.each([
    [{ hitsPerPage: 50 }, 50],
    [{ hitsPerPage: 30 }, undefined],
    [{ hitsPerPage: '50' }, undefined],
    [null, undefined],
  ])('reads %j as %s rows per page', (data, expected) => {
    expect(readHitsPerPage(data)).toBe(expected);
  });
});

describe('settings as written', () => {
  const issues = (
    type: Parameters<typeof settingIssues>[0]['type'],
    data: unknown,
    label: string | null = null,
  ) => settingIssues({ type, data, label }).map((i) => [i.code, i.pointer]);

  it('accepts the shapes the orders list writes', () => {
    expect(issues('orderTableColumns', { columns: [{ id: 'goods', visible: true }] })).toEqual([]);
    expect(
      issues('orderBookmarks', { filters: { departureTown: 'Lyon' }, sort: 'reference' }, 'Lyon'),
    ).toEqual([]);
    expect(issues('orderTableHitsPerPage', { hitsPerPage: 100 })).toEqual([]);
    expect(issues('timezone', { value: 'Europe/Paris' })).toEqual([]);
  });

  // A choice setting, its data key, a choice it offers, one it does not, and another it offers.
  it.each([
    [
      'one of the two Tours views as the tours page setting',
      'toursView',
      'view',
      'tours.waypoints',
      'tours.map',
      'tours.orders',
    ],
    [
      'one of the three global map labels (shipment-domain §9)',
      'globalMapLabel',
      'label',
      'NextStop',
      'Driver',
      'LastStop',
    ],
  ] as const)('keeps %s, and nothing else', (_, type, key, offered, unknown, other) => {
    expect(issues(type, { [key]: offered })).toEqual([]);
    expect(issues(type, { [key]: unknown })).toEqual([
      ['validation.invalid_choice', `/data/attributes/data/${key}`],
    ]);
    expect(issues(type, { [key]: other, extra: 1 })).toEqual([
      ['validation.unexpected_field', '/data/attributes/data/extra'],
    ]);
  });

  it.each([
    [
      'orderTableColumns',
      { columns: [{ id: 'nope', visible: true }] },
      null,
      'validation.invalid_choice',
      '/data/attributes/data/columns/0/id',
    ],
    [
      'orderTableColumns',
      { columns: [{ id: 'goods', visible: 'yes' }] },
      null,
      'validation.invalid_type',
      '/data/attributes/data/columns/0/visible',
    ],
    [
      'orderTableColumns',
      {
        columns: [
          { id: 'goods', visible: true },
          { id: 'goods', visible: false },
        ],
      },
      null,
      'validation.not_valid',
      '/data/attributes/data/columns/1/id',
    ],
    ['orderTableColumns', {}, null, 'validation.missing_field', '/data/attributes/data/columns'],
    [
      'orderBookmarks',
      { filters: { departureTown: 'Lyon' } },
      null,
      'validation.required',
      '/data/attributes/label',
    ],
    [
      'orderBookmarks',
      { filters: { colour: 'red' } },
      'Red',
      'validation.unexpected_field',
      '/data/attributes/data/filters/colour',
    ],
    [
      'orderBookmarks',
      { filters: { status: ['ARR_LOAD'] } },
      'Arr',
      'validation.invalid_type',
      '/data/attributes/data/filters/status',
    ],
    [
      'orderTableHitsPerPage',
      { hitsPerPage: 25 },
      null,
      'validation.invalid_choice',
      '/data/attributes/data/hitsPerPage',
    ],
    ['timezone', [1, 2], null, 'validation.invalid_type', '/data/attributes/data'],
    ['timezone', { value: 'x'.repeat(20_000) }, null, 'validation.too_long', '/data/attributes/data'],
    ['timezone', {}, 'x'.repeat(81), 'validation.too_long', '/data/attributes/label'],
  ] as const)('refuses %s %j (label %j) with %s at %s', (type, data, label, code, pointer) => {
    expect(issues(type, data, label)).toContainEqual([code, pointer]);
  });

  it('keeps several bookmarks per type, and one setting of any other type', () => {
    expect(isBookmarkSettingType('orderBookmarks')).toBe(true);
    expect(isBookmarkSettingType('orderTableColumns')).toBe(false);
  });
});

describe('tagging orders by hand', () => {
  const manual = { isAutomaticallyAssigned: false, actionPermissions: ['READ'] };
  it.each([
    ['addTag', manual, null],
    ['removeTag', manual, 'needs'],
    ['removeTag', { ...manual, actionPermissions: ['MODIFY'] }, null],
    ['addTag', { isAutomaticallyAssigned: true, actionPermissions: ['MODIFY'] }, 'automatically'],
    ['removeTag', { isAutomaticallyAssigned: true, actionPermissions: ['MODIFY'] }, 'automatically'],
  ] as const)('%s of %j is refused: %s', (action, tag, reason) => {
    const refusal = orderTaggingRefusal(action, tag);
    if (reason === null) expect(refusal).toBeNull();
    else expect(refusal).toContain(reason);
  });
});
