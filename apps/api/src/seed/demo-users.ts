// The demo accounts: one per role and organization kind, all sharing DEMO_PASSWORD (issue 2, item 3).
export const DEMO_PASSWORD = 'Cargolens2026';

export const DEMO_ORGANIZATIONS = {
  shipper: 'Maison Durand Industries',
  carrier: 'Transports Lefèvre',
  carrier2: 'Nordlicht Logistik GmbH',
  lsp: 'EuroLink 3PL',
  backOffice: 'Cargolens Operations',
} as const;

export type DemoRole =
  | 'ROLE_CLIENT_ADMIN'
  | 'ROLE_CLIENT_EXPLOITANT'
  | 'ROLE_CLIENT_API'
  | 'ROLE_CLIENT_DRIVER'
  | 'ROLE_ADMIN'
  | 'ROLE_SUPER_ADMIN';

export interface DemoUser {
  username: string;
  role: DemoRole;
  organization: string;
  firstname: string;
  lastname: string;
}

const { shipper, carrier, carrier2, lsp, backOffice } = DEMO_ORGANIZATIONS;

// biome-ignore format: one account per line reads as a table
export const DEMO_USERS: readonly DemoUser[] = Object.freeze([
  { username: 'shipper.admin', role: 'ROLE_CLIENT_ADMIN', organization: shipper, firstname: 'Claire', lastname: 'Durand' },
  { username: 'shipper.operator', role: 'ROLE_CLIENT_EXPLOITANT', organization: shipper, firstname: 'Thomas', lastname: 'Girard' },
  { username: 'api.client', role: 'ROLE_CLIENT_API', organization: shipper, firstname: 'ERP', lastname: 'Integration' },
  { username: 'carrier.operator', role: 'ROLE_CLIENT_EXPLOITANT', organization: carrier, firstname: 'Sophie', lastname: 'Lambert' },
  { username: 'carrier.admin', role: 'ROLE_CLIENT_ADMIN', organization: carrier, firstname: 'Marc', lastname: 'Lefèvre' },
  { username: 'driver.martin', role: 'ROLE_CLIENT_DRIVER', organization: carrier, firstname: 'Julien', lastname: 'Martin' },
  { username: 'carrier2.operator', role: 'ROLE_CLIENT_EXPLOITANT', organization: carrier2, firstname: 'Katrin', lastname: 'Schulz' },
  { username: 'lsp.operator', role: 'ROLE_CLIENT_EXPLOITANT', organization: lsp, firstname: 'Daan', lastname: 'de Vries' },
  { username: 'backoffice.admin', role: 'ROLE_ADMIN', organization: backOffice, firstname: 'Nadia', lastname: 'Benali' },
  { username: 'super.admin', role: 'ROLE_SUPER_ADMIN', organization: backOffice, firstname: 'Paul', lastname: 'Moreau' },
]);

/**
 * The roles a demo account holds. The API client holds the API admin child, which carries every write child
 * (orders, events, positions and ETAs in; decision 0080), so the integration examples keep working.
 */
export function demoRoles(role: string): string[] {
  return role === 'ROLE_CLIENT_API' ? ['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ADMIN'] : [role];
}
