// Table types for Kysely, mirroring migrations/*.sql. Generated<> marks columns with a database default.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  profile: Generated<'carrier' | 'lsp' | 'shipper' | 'third-party'>;
  phone: string | null;
  language: Generated<string>;
  is_public: Generated<boolean>;
  is_test: Generated<boolean>;
  is_back_office: Generated<boolean>;
  authentication_method: Generated<string>;
  features: Generated<string[]>;
  street: string | null;
  postal_code: string | null;
  town: string | null;
  country: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AgenciesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  external_id: string | null;
  phone: string | null;
  language: Generated<string>;
  town: string | null;
  country: string | null;
  features: Generated<string[]>;
  has_automatic_event: Generated<boolean>;
  is_collaborator: Generated<boolean>;
  tolerable_delay_minutes: Generated<number>;
  risky_delay_minutes: Generated<number>;
  created_at: CreatedAt;
}

export interface UserProfilesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: Generated<string>;
  is_read_only: Generated<boolean>;
  features: Generated<string[]>;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number;
  user_profile_id: number | null;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  roles: Generated<string[]>;
  lang: Generated<string>;
  timezone: Generated<string>;
  receive_mail: Generated<boolean>;
  activated_at: Timestamp | null;
  deactivated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserAgenciesTable {
  user_id: number;
  agency_id: number;
  is_default: Generated<boolean>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_by: number | null;
  created_at: CreatedAt;
}

export interface PlacesTable {
  id: Generated<number>;
  organization_id: number;
  external_id: string | null;
  name: string;
  street: string | null;
  postal_code: string | null;
  town: string;
  country: string;
  lat: number;
  lng: number;
  timezone: string;
  geofence: ColumnType<unknown, string, string>;
  geofence_radius: number | null;
  phone: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TagsTable {
  id: Generated<number>;
  organization_id: number;
  label: string;
  color: Generated<string>;
  is_automatically_assigned: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ToursTable {
  id: Generated<number>;
  organization_id: number;
  reference: string;
  status: Generated<'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED'>;
  carrier_organization_id: number | null;
  carrier_agency_id: number | null;
  vehicle: string | null;
  trailer: string | null;
  driver: string | null;
  start_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StopsTable {
  id: Generated<number>;
  organization_id: number;
  tour_id: number;
  sequence: number;
  place_id: number | null;
  stop_type: string;
  name: string;
  street: string | null;
  postal_code: string | null;
  town: string;
  country: string;
  lat: number;
  lng: number;
  timezone: string;
  geofencing_radius: Generated<number>;
  activity_time_minutes: Generated<number>;
  planned_start: Timestamp | null;
  planned_end: Timestamp | null;
  appointment_start: Timestamp | null;
  appointment_end: Timestamp | null;
  arrived_at: Timestamp | null;
  left_at: Timestamp | null;
  is_skipped: Generated<boolean>;
  eta: Timestamp | null;
  eta_source: string | null;
  eta_status: string | null;
  remaining_distance_m: number | null;
  goods_status: Generated<string>;
}

/** Orders per owner, carrier (0: none), mode and status, kept by triggers (migration 0003). */
export interface OrderCountsTable {
  organization_id: number;
  carrier_organization_id: number;
  transport_mode: string;
  current_status: string;
  n: number;
}

export interface OrdersTable {
  id: Generated<number>;
  organization_id: number;
  carrier_organization_id: number | null;
  tour_id: number | null;
  reference: string;
  client_reference: string | null;
  consignment_reference: string | null;
  contract_number: string | null;
  booking_reference: string | null;
  cargo_description: string | null;
  comments: string | null;
  current_status: Generated<string>;
  transport_mode: Generated<string>;
  transport_type: string | null;
  trip_type: string | null;
  theoretical_distance_m: number | null;
  loading_stop_id: number | null;
  delivery_stop_id: number | null;
  departure_date: Timestamp | null;
  arrival_date: Timestamp | null;
  next_stop_eta_state: string | null;
  tag_ids: Generated<number[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderStopsTable {
  order_id: number;
  stop_id: number;
  activity: 'LOADING' | 'UNLOADING';
  goods_status: Generated<string>;
}

export interface GoodsTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  goods_type: 'FULL_TRUCK' | 'LINEAR_METERS' | 'PALETS';
  quantity: number;
  weight_kg: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  is_stackable: Generated<boolean>;
  description: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

export interface Database {
  app_settings: AppSettingsTable;
  organizations: OrganizationsTable;
  agencies: AgenciesTable;
  user_profiles: UserProfilesTable;
  users: UsersTable;
  user_agencies: UserAgenciesTable;
  refresh_tokens: RefreshTokensTable;
  places: PlacesTable;
  tags: TagsTable;
  tours: ToursTable;
  stops: StopsTable;
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  order_stops: OrderStopsTable;
  goods: GoodsTable;
}
