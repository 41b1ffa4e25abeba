import { type AdministrationFeature, canAdministrate } from '@cargolens/domain/permissions';
import { useMe } from './use-me';

/** Whether the signed-in user may use an administration tab's writes (shipment-domain §6). */
export function useCanAdministrate(feature: AdministrationFeature): boolean {
  const { data: me } = useMe();
  if (!me) return false;
  const features = (me.userProfile?.features ?? []).filter((f) => f.isActive).map((f) => f.name);
  return canAdministrate(feature, { roles: me.roles, features });
}
