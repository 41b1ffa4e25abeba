// User profiles (features of shipment-domain.txt §6) and the demo accounts' colleagues.
import type { OrgKey } from './organizations-data';

const OPERATIONS = ['ORDERS', 'ORDER_CREATION', 'TOURS', 'GLOBAL_MAP', 'PREFERENCES_NOTIFICATIONS'];
const ADMINISTRATION = [
  'ORDER_CHARTERING',
  'ADMINISTRATION_DISCUSSION',
  'ADMINISTRATION_USERS',
  'ADMINISTRATION_RESOURCES',
  'ADMINISTRATION_TELEMATICS',
  'ADMINISTRATION_PLACES',
  'ADMINISTRATION_TAGS',
  'ADMINISTRATE_ORGANIZATION_NOTIFICATION',
  'REGEOCODE',
];

/** Name per language, features, read-only. The first is the admins' profile, the second the operators'. */
export const USER_PROFILES: readonly {
  names: Record<string, string>;
  features: string[];
  readOnly: boolean;
}[] = [
  {
    names: { fr: 'Administrateur', de: 'Administrator', en: 'Administrator' },
    features: [...OPERATIONS, ...ADMINISTRATION],
    readOnly: false,
  },
  { names: { fr: 'Exploitant', de: 'Disponent', en: 'Operator' }, features: OPERATIONS, readOnly: false },
  {
    names: { fr: 'Consultation', de: 'Nur Lesen', en: 'Read only' },
    features: ['ORDERS', 'TOURS', 'GLOBAL_MAP'],
    readOnly: true,
  },
];

/** Colleagues of the demo accounts, so user lists and tour drivers look lived in. */
export const EXTRA_USERS: readonly {
  org: OrgKey;
  username: string;
  firstname: string;
  lastname: string;
  role: string;
  deactivated?: boolean;
}[] = [
  {
    org: 'shipper',
    username: 'lucie.roux',
    firstname: 'Lucie',
    lastname: 'Roux',
    role: 'ROLE_CLIENT_EXPLOITANT',
  },
  {
    org: 'shipper',
    username: 'antoine.faure',
    firstname: 'Antoine',
    lastname: 'Faure',
    role: 'ROLE_CLIENT_EXPLOITANT',
    deactivated: true,
  },
  {
    org: 'carrier',
    username: 'karim.haddad',
    firstname: 'Karim',
    lastname: 'Haddad',
    role: 'ROLE_CLIENT_DRIVER',
  },
  {
    org: 'carrier',
    username: 'nicolas.petit',
    firstname: 'Nicolas',
    lastname: 'Petit',
    role: 'ROLE_CLIENT_DRIVER',
  },
  {
    org: 'carrier',
    username: 'ines.moulin',
    firstname: 'Inès',
    lastname: 'Moulin',
    role: 'ROLE_CLIENT_DRIVER',
  },
  {
    org: 'carrier2',
    username: 'lena.becker',
    firstname: 'Lena',
    lastname: 'Becker',
    role: 'ROLE_CLIENT_ADMIN',
  },
  {
    org: 'carrier2',
    username: 'jan.kowalski',
    firstname: 'Jan',
    lastname: 'Kowalski',
    role: 'ROLE_CLIENT_DRIVER',
  },
  {
    org: 'carrier2',
    username: 'tobias.wagner',
    firstname: 'Tobias',
    lastname: 'Wagner',
    role: 'ROLE_CLIENT_DRIVER',
  },
  {
    org: 'carrier2',
    username: 'andrius.kazlauskas',
    firstname: 'Andrius',
    lastname: 'Kazlauskas',
    role: 'ROLE_CLIENT_DRIVER',
  },
  { org: 'lsp', username: 'emma.jansen', firstname: 'Emma', lastname: 'Jansen', role: 'ROLE_CLIENT_ADMIN' },
];
