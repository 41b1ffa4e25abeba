// Who may send positions (shipment-domain §6: ROLE_CLIENT_API and its child "Positions in"). The children are
// roles of their own next to ROLE_CLIENT_API (decision 0080, which refines decision 0060 on this point).
import { hasApiChild } from './api-roles';

export function canSendPositions(roles: readonly string[]): boolean {
  return hasApiChild(roles, 'ROLE_CLIENT_API_POSITIONS_IN');
}
