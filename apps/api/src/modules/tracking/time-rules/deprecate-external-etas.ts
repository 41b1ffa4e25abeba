// Rule 3 of the time-driven tracking rules (decision 0152): an external ETA worked out over 60 minutes ago is
// marked deprecated on its stop, and the tour gets an ordinary tour-facts job, so the worker judges the stop's
// delay status again on the ETA that now leads (the engine's, headlineEta) and publishes the change. The domain
// decides (isExternalEtaDeprecated); a newer external ETA clears the mark (events repository).
import { isExternalEtaDeprecated } from '@cargolens/domain/delay';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { enqueueTourFactsReceived } from '../enqueue-tracking-job';

export async function deprecateExternalEtas(db: Kysely<Database>, now: number): Promise<number> {
  // Only stops still ahead: once reached, the external ETA is no longer shown (decision 0101).
  const candidates = await db
    .selectFrom('stops as s')
    .innerJoin('tours as t', 't.id', 's.tour_id')
    .select(['s.id', 's.tour_id', 't.organization_id', 's.external_eta_recorded_on'])
    .where('s.external_eta', 'is not', null)
    .where('s.external_eta_deprecated', '=', false)
    .where('s.arrived_at', 'is', null)
    .where('s.left_at', 'is', null)
    .where('s.is_skipped', '=', false)
    .where('t.status', '<>', 'FINISHED')
    .execute();
  const stale = candidates.filter((stop) => isExternalEtaDeprecated(stop.external_eta_recorded_on, now));
  if (stale.length === 0) return 0;
  await db.transaction().execute(async (tx) => {
    for (const stop of stale)
      await tx
        .updateTable('stops')
        .set({ external_eta_deprecated: true })
        .where('id', '=', stop.id)
        // A newer ETA stored meanwhile is current: only the one judged stale is marked.
        .where('external_eta_recorded_on', '=', stop.external_eta_recorded_on)
        .execute();
    await enqueueTourFactsReceived(
      tx,
      stale.map((stop) => ({ organizationId: stop.organization_id, tourId: stop.tour_id })),
    );
  });
  return stale.length;
}
