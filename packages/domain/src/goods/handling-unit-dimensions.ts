export interface Dimensions {
  readonly length?: number | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

/**
 * Dimensions shown LxWxH (shipment-domain.txt §3), e.g. "120x80x150 cm".
 * A partial set would be misread as a different box, so anything less than
 * all three known dimensions shows nothing.
 */
export function formatDimensions(dimensions: Dimensions | null | undefined, unit?: string): string {
  const values = [dimensions?.length, dimensions?.width, dimensions?.height];
  if (!values.every((v): v is number => typeof v === 'number' && Number.isFinite(v))) return '';
  const text = values.join('x');
  return unit ? `${text} ${unit}` : text;
}
