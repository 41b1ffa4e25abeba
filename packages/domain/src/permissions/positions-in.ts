// Who may send positions (shipment-domain §6: ROLE_CLIENT_API and its child "Positions in"). The API role's
// children are not stored apart yet, so the API role carries them all (decision 0060).
export function canSendPositions(roles: readonly string[]): boolean {
  return roles.includes('ROLE_CLIENT_API');
}
