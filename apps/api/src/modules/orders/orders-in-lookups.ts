// What an order sent in refers to by name or id, read before the write: its places, tags, carrier's agency and
// resource; and a place's address, which the sender may correct.
import type { Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { activeResourcesOf } from '../chartering';
import type { Reader, Tx } from './orders-in-repository';

export function findPlaces(tx: Reader, organizationId: number, ids: number[], externalIds: string[]) {
  if (ids.length === 0 && externalIds.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('places')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('deactivated_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(externalIds.length ? [eb('external_id', 'in', externalIds)] : []),
      ]),
    )
    .execute();
}

export function updatePlaceAddress(
  tx: Tx,
  placeId: number,
  changes: Updateable<Database['places']>,
  userId: number,
): Promise<unknown> {
  return tx
    .updateTable('places')
    .set({ ...changes, update_method: 'api', updated_by_user_id: userId, updated_at: new Date() })
    .where('id', '=', placeId)
    .execute();
}

export function tagIdsByLabel(tx: Reader, organizationId: number, labels: string[]) {
  if (labels.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('tags')
    .select(['id', 'label'])
    .where('organization_id', '=', organizationId)
    .where('label', 'in', labels)
    .execute();
}

export function findCarrierAgency(tx: Tx, agencyId: number) {
  return tx
    .selectFrom('agencies as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select(['a.id', 'a.organization_id', 'o.profile', 'o.name'])
    .where('a.id', '=', agencyId)
    .executeTakeFirst();
}

export function findResourceByLabel(tx: Tx, organizationIds: number[], label: string) {
  return activeResourcesOf(tx, organizationIds).where('label', '=', label).orderBy('id').executeTakeFirst();
}
