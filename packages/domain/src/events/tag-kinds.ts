// shipment-domain.txt §3 "Tag kinds" carried on tracking events and timeline entries.
export const TAG_KINDS = [
  'ANOMALY',
  'PLANNING',
  'PROBLEM',
  'TRACKING',
  'HIDEABLE',
  'TRACKED_GOODS_EVENT',
  'SUMMARY_EVENT',
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export function hasTagKind(tags: readonly string[] | null | undefined, kind: TagKind): boolean {
  return tags?.includes(kind) ?? false;
}
