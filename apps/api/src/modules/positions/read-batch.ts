// Turns the positions of a batch into use-case input one by one: a position whose shape is wrong is refused
// with JSON:API error objects at its own pointer (/data/3/attributes/lat) and the others go on.
import type { ErrorCode } from '@cargolens/domain/errors';
import type { z } from 'zod';
import { errorObject } from '../../http/errors';
import { decodeId } from '../../kernel/public-id';
import { type PositionItem, positionItem } from './schemas';
import type { PositionInput } from './service';

export type BatchError = ReturnType<typeof errorObject>;

const ISSUE_CODES: Record<string, ErrorCode> = {
  invalid_type: 'validation.invalid_type',
  unrecognized_keys: 'validation.unexpected_field',
  invalid_format: 'validation.invalid_date',
};

/**
 * A use case's refusal of item `index` as error objects, each at its field's pointer: `pointers` names the
 * fields that are not attributes of the same name (a relationship, a renamed attribute).
 */
export function problemErrors(
  index: number,
  problems: readonly { code: string; field: string; detail?: string }[],
  pointers: Readonly<Record<string, string>>,
): BatchError[] {
  return problems.map((p) =>
    errorObject(p.code as ErrorCode, {
      ...(p.detail ? { detail: p.detail } : {}),
      source: { pointer: `/data/${index}/${pointers[p.field] ?? `attributes/${p.field}`}` },
    }),
  );
}

export function issueErrors(index: number, issues: readonly z.core.$ZodIssue[]): BatchError[] {
  return issues.flatMap((issue) => {
    const pointer = `/data/${index}${issue.path.map((p) => `/${String(p)}`).join('')}`;
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) =>
        errorObject('validation.unexpected_field', { source: { pointer: `${pointer}/${key}` } }),
      );
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const code = missing ? 'validation.missing_field' : (ISSUE_CODES[issue.code] ?? 'validation.not_valid');
    return [errorObject(code, { detail: issue.message, source: { pointer } })];
  });
}

function toInput(item: PositionItem, decoded: Map<string, number>): PositionInput {
  const { attributes: a, relationships } = item;
  const resourceHash = relationships?.resource.data.id;
  let resourceId: number | undefined;
  if (resourceHash !== undefined) {
    // A batch names its few trucks hundreds of times: each id is decoded once.
    resourceId = decoded.get(resourceHash);
    if (resourceId === undefined) {
      // An id that decodes to nothing names no resource: -1 is found nowhere, so it is an unknown device.
      resourceId = decodeId(resourceHash) ?? -1;
      decoded.set(resourceHash, resourceId);
    }
  }
  return {
    device: resourceId !== undefined ? { resourceId } : { telematicUnitId: a.telematicUnitId },
    report: {
      recordedAt: Date.parse(a.date),
      lat: a.lat,
      lng: a.lng,
      speed: a.speed,
      heading: a.heading,
      altitude: a.altitude,
      accuracy: a.accuracy,
      battery: a.batteryLevel,
    },
  };
}

// The date pattern zod itself checks (z.iso.datetime with offset), so both paths accept the same dates.
const DATE_PATTERN = (
  positionItem.shape.attributes.shape.date as unknown as { _zod: { def: { pattern: RegExp } } }
)._zod.def.pattern;
const ITEM_KEYS = new Set(['type', 'attributes', 'relationships']);
const NUMBER_KEYS = new Set(['speed', 'heading', 'altitude', 'accuracy', 'batteryLevel']);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The common case checked by hand (decision 0176): a position that is plainly well formed is taken as it is.
 * Anything this does not recognise — a wrong type, an unknown key, a missing field — goes to zod, which alone
 * words the refusals; this accepts nothing zod would refuse, and zod returns such an item unchanged.
 */
function plainlyWellFormed(raw: unknown): raw is PositionItem {
  if (!isObject(raw) || raw.type !== 'positions' || !isObject(raw.attributes)) return false;
  for (const key in raw) if (!ITEM_KEYS.has(key)) return false;
  const a = raw.attributes;
  if (typeof a.date !== 'string' || !DATE_PATTERN.test(a.date) || !isNumber(a.lat) || !isNumber(a.lng))
    return false;
  for (const key in a) {
    if (key === 'date' || key === 'lat' || key === 'lng') continue;
    const value = a[key];
    if (NUMBER_KEYS.has(key)) {
      if (value !== null && value !== undefined && !isNumber(value)) return false;
    } else if (key === 'telematicUnitId') {
      if (value !== undefined && (typeof value !== 'string' || value.length < 1 || value.length > 64))
        return false;
    } else return false;
  }
  if (raw.relationships === undefined) return true;
  const r = raw.relationships;
  if (!isObject(r) || !isObject(r.resource) || !isObject(r.resource.data)) return false;
  for (const key in r) if (key !== 'resource') return false;
  for (const key in r.resource) if (key !== 'data') return false;
  const data = r.resource.data;
  for (const key in data) if (key !== 'type' && key !== 'id') return false;
  return data.type === 'means' && typeof data.id === 'string' && data.id.length >= 1 && data.id.length <= 32;
}

/** One entry per position: the input, or why its shape was refused. */
export function readBatch(items: readonly unknown[]): Array<PositionInput | BatchError[]> {
  const decoded = new Map<string, number>();
  return items.map((raw, index) => {
    let item: PositionItem;
    if (plainlyWellFormed(raw)) item = raw;
    else {
      const parsed = positionItem.safeParse(raw, { reportInput: true });
      if (!parsed.success) return issueErrors(index, parsed.error.issues);
      item = parsed.data;
    }
    const { relationships, attributes } = item;
    if ((relationships === undefined) === (attributes.telematicUnitId === undefined))
      return [
        errorObject('validation.missing_field', {
          detail: 'Name the device with relationships.resource or attributes.telematicUnitId, not both',
          source: { pointer: `/data/${index}/relationships/resource` },
        }),
      ];
    return toInput(item, decoded);
  });
}
