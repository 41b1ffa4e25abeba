export interface OrderIncident {
  readonly type: string;
  readonly priority: number;
}

/**
 * shipment-domain.txt §3: duplicates by type are collapsed, lowest priority
 * number first. Of two incidents of one type the more urgent (lower number)
 * survives; ties keep the first seen so the result is stable.
 */
export function collapseIncidents<T extends OrderIncident>(incidents: readonly T[]): T[] {
  const byType = new Map<string, T>();
  for (const incident of incidents) {
    const kept = byType.get(incident.type);
    if (!kept || incident.priority < kept.priority) byType.set(incident.type, incident);
  }
  return [...byType.values()].sort((a, b) => a.priority - b.priority);
}
