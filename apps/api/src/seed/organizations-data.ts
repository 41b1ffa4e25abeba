// The demo organizations with their agencies and tags.
import type { DEMO_ORGANIZATIONS } from './demo-users';

export type OrgKey = keyof typeof DEMO_ORGANIZATIONS;
type Profile = 'carrier' | 'lsp' | 'shipper' | 'third-party';

export interface OrganizationSeed {
  key: OrgKey;
  profile: Profile;
  language: string;
  timezone: string;
  phone: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  emailDomain: string;
  features: string[];
  /** Name, town, tolerable and risky delay thresholds in minutes. */
  agencies: [string, string, number, number][];
  tags: string[];
}

const BASE_FEATURES = ['AUTOMATIC_STATUS', 'DISABLE_SALESFORCE_SYNCHRONIZATION', 'EXTERNAL_ETA'];

export const ORGANIZATIONS: readonly OrganizationSeed[] = [
  {
    key: 'shipper',
    profile: 'shipper',
    language: 'fr',
    timezone: 'Europe/Paris',
    phone: '+33 4 72 00 41 00',
    street: '42 Rue de Gerland',
    postalCode: '69007',
    town: 'Lyon',
    country: 'FR',
    emailDomain: 'maison-durand.example',
    features: [...BASE_FEATURES, 'COST_VISIBILITY', 'VIEW_SELECTION_TOURS', 'TOURS_ON_GLOBAL_MAP'],
    agencies: [
      ['Lyon Gerland — Siège', 'Lyon', 15, 60],
      ['Villefranche — Usine', 'Villefranche-sur-Saône', 20, 90],
      ['Grenoble — Atelier', 'Échirolles', 10, 45],
    ],
    tags: [
      'Urgent',
      'Fragile',
      'ADR',
      'Client prioritaire',
      'Export',
      'Rendez-vous obligatoire',
      'Hayon requis',
      'Retour emballages',
      'Température dirigée',
    ],
  },
  {
    key: 'carrier',
    profile: 'carrier',
    language: 'fr',
    timezone: 'Europe/Paris',
    phone: '+33 3 20 87 12 40',
    street: '5 Rue de la Haie Plouvier',
    postalCode: '59810',
    town: 'Lesquin',
    country: 'FR',
    emailDomain: 'transports-lefevre.example',
    features: [...BASE_FEATURES, 'TOUR_OUT'],
    agencies: [
      ['Lille Lesquin', 'Lesquin', 15, 60],
      ['Lyon Corbas', 'Corbas', 15, 60],
      ['Bordeaux Mérignac', 'Mérignac', 30, 120],
    ],
    tags: [
      'Groupage',
      'Affrètement',
      'Double équipage',
      'Hayon',
      'Frigo',
      'Rendez-vous pris',
      'Litige',
      'Retard client',
    ],
  },
  {
    key: 'carrier2',
    profile: 'carrier',
    language: 'de',
    timezone: 'Europe/Berlin',
    phone: '+49 40 7333 1200',
    street: 'Liebigstraße 60',
    postalCode: '22113',
    town: 'Hamburg',
    country: 'DE',
    emailDomain: 'nordlicht-logistik.example',
    features: [...BASE_FEATURES, 'DISPLAY_OFF_DUTY'],
    agencies: [
      ['Hamburg Billbrook', 'Hamburg', 20, 60],
      ['Duisburg Logport', 'Duisburg', 20, 90],
      ['Poznań', 'Komorniki', 30, 120],
    ],
    tags: [
      'Eilauftrag',
      'Gefahrgut',
      'Kühlware',
      'Ladungssicherung',
      'Zoll',
      'Termin',
      'Sammelgut',
      'Reklamation',
    ],
  },
  {
    key: 'lsp',
    profile: 'lsp',
    language: 'en',
    timezone: 'Europe/Amsterdam',
    phone: '+31 10 294 7700',
    street: 'Waalhaven Zuidzijde 19',
    postalCode: '3089 JH',
    town: 'Rotterdam',
    country: 'NL',
    emailDomain: 'eurolink3pl.example',
    features: [...BASE_FEATURES, 'SEQUENCING_WAYPOINTS', 'VIEW_SELECTION_TOURS'],
    agencies: [
      ['Rotterdam Waalhaven', 'Rotterdam', 15, 45],
      ['Venlo Trade Port', 'Venlo', 15, 60],
    ],
    tags: [
      'Cross-dock',
      'Customs hold',
      'High value',
      'Key account',
      'Oversize',
      'Priority',
      'Returns',
      'Temperature controlled',
      'Tail lift',
    ],
  },
  {
    key: 'backOffice',
    profile: 'third-party',
    language: 'en',
    timezone: 'Europe/Paris',
    phone: '+33 1 84 60 20 26',
    street: '18 Rue de la Pépinière',
    postalCode: '75008',
    town: 'Paris',
    country: 'FR',
    emailDomain: 'cargolens.example',
    features: ['BETA_RELEASE', 'DISABLE_SALESFORCE_SYNCHRONIZATION'],
    agencies: [
      ['Support', 'Paris', 15, 60],
      ['Onboarding', 'Paris', 15, 60],
    ],
    tags: [
      'Escalation',
      'Onboarding',
      'Pilot',
      'Churn risk',
      'Data quality',
      'Integration',
      'Key account',
      'Follow-up',
    ],
  },
];
