import { ETA_SOURCES, type EtaSource } from './types';

const RANK = new Map<EtaSource, number>(ETA_SOURCES.map((source, rank) => [source, rank]));

/** Comparator putting external ETAs before internal ones (shipment-domain §3), then by source quality. */
export function compareEtaSources(a: { source: EtaSource }, b: { source: EtaSource }): number {
  return (RANK.get(a.source) ?? ETA_SOURCES.length) - (RANK.get(b.source) ?? ETA_SOURCES.length);
}

/** A sorted copy; ties keep their order (Array.prototype.sort is stable). */
export function sortEtasBySource<T extends { source: EtaSource }>(etas: readonly T[]): T[] {
  return [...etas].sort(compareEtaSources);
}

export function isExternalEtaSource(source: EtaSource): source is 'external' | 'externalDeclared' {
  return source === 'external' || source === 'externalDeclared';
}
