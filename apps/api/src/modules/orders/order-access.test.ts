// Who sees which order is one rule (decision 0004): the domain's canSeeOrder, which the live stream asks, and
// its SQL form in the orders repository, which every list, count and export reads through. Both must agree on
// every demo order, for an owner, a carrier, a second carrier and the back office; and the permissions each
// order shows are the domain's orderPermissions.
import { canSeeOrder, orderPermissions } from '@cargolens/domain/orders';
import { canActOnBehalfOfOrganizations } from '@cargolens/domain/permissions';
import { describe, expect, it } from 'vitest';
import { encodeId } from '../../kernel/public-id';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';

type Order = { id: string; attributes: { permissions: string[] } };

describe.each(engines())('order access on $name', (engine) => {
  const app = useCargolens(engine);

  it.each(['shipper.admin', 'carrier.operator', 'carrier2.operator', 'backoffice.admin'])(
    'lists to %s exactly the orders canSeeOrder grants, with orderPermissions',
    async (username) => {
      const db = app.running.store.db;
      const user = await db
        .selectFrom('users')
        .select(['organization_id', 'roles'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const viewer = {
        organizationId: user.organization_id,
        allOrganizations: canActOnBehalfOfOrganizations(user.roles),
      };
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'organization_id', 'carrier_organization_id'])
        .execute();
      const parties = (row: (typeof rows)[number]) => ({
        organizationId: row.organization_id,
        carrierOrganizationId: row.carrier_organization_id,
      });
      const expected = new Map(
        rows.filter((row) => canSeeOrder(viewer, parties(row))).map((row) => [encodeId(row.id), row]),
      );
      const listed = await app.api.collect<Order>('/api/orders?page[size]=100', await app.tokenOf(username));
      expect(new Set(listed.map((order) => order.id))).toEqual(new Set(expected.keys()));
      for (const order of listed)
        expect(order.attributes.permissions).toEqual(
          orderPermissions(viewer, parties(expected.get(order.id)!)),
        );
    },
  );
});
