/**
 * Tracking event names arrive namespaced (e.g. "order.loading.ARR_LOAD"); only
 * the last dot-separated segment names the event (shipment-domain.txt §3).
 * A trailing dot is tolerated rather than turning the name into "".
 */
export function normaliseEventName(name: string | null | undefined): string {
  if (!name) return '';
  const segments = name.split('.').filter((segment) => segment.trim() !== '');
  return segments.at(-1)?.trim() ?? '';
}
