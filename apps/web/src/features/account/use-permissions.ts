// What the signed-in session may see and do, from the domain's permissionsOf (decision 0080) over the roles
// and features the API put in the session's token: the menu, the routes and the buttons ask this, never the
// roles themselves.
import {
  type AdministrationFeature,
  type Capability,
  permissionsOf,
  type SessionPermissions,
} from '@cargolens/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { flattenOne } from '../../app/api/jsonapi';
import { api } from '../../app/session';

export function usePermissions(): { data: SessionPermissions | undefined; isError: boolean } {
  return useQuery({
    queryKey: ['me', 'permissions'],
    queryFn: async () => {
      const session = flattenOne(await api.get('/me/permissions', {}));
      return permissionsOf(session);
    },
    staleTime: 5 * 60_000,
  });
}

export function useCan(capability: Capability): boolean {
  return usePermissions().data?.capabilities.includes(capability) ?? false;
}

const ADMINISTRATION_CAPABILITY: Record<AdministrationFeature, Capability> = {
  ADMINISTRATION_USERS: 'users.administrate',
  ADMINISTRATION_RESOURCES: 'means.administrate',
  ADMINISTRATION_TELEMATICS: 'telematics.administrate',
  ADMINISTRATION_PLACES: 'places.administrate',
  ADMINISTRATION_TAGS: 'tags.administrate',
};

/** Whether the signed-in user may use an administration tab's writes (shipment-domain §6). */
export function useCanAdministrate(feature: AdministrationFeature): boolean {
  return useCan(ADMINISTRATION_CAPABILITY[feature]);
}
