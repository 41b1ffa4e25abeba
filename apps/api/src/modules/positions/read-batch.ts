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

/** One entry per position: the input, or why its shape was refused. */
export function readBatch(items: readonly unknown[]): Array<PositionInput | BatchError[]> {
  const decoded = new Map<string, number>();
  return items.map((raw, index) => {
    const parsed = positionItem.safeParse(raw, { reportInput: true });
    if (!parsed.success) return issueErrors(index, parsed.error.issues);
    const { relationships, attributes } = parsed.data;
    if ((relationships === undefined) === (attributes.telematicUnitId === undefined))
      return [
        errorObject('validation.missing_field', {
          detail: 'Name the device with relationships.resource or attributes.telematicUnitId, not both',
          source: { pointer: `/data/${index}/relationships/resource` },
        }),
      ];
    return toInput(parsed.data, decoded);
  });
}
