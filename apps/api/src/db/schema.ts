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
  salesforce_id: string | null;
  identification_numbers: Generated<string[]>;
  lat: number | null;
  lng: number | null;
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
  siret: string | null;
  street: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  is_default: Generated<boolean>;
  preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  mobile_settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
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
  /** Null until the user chooses a password (users created by an import, decision 0090). */
  password_hash: string | null;
  roles: Generated<string[]>;
  lang: Generated<string>;
  timezone: Generated<string>;
  receive_mail: Generated<boolean>;
  activated_at: Timestamp | null;
  deactivated_at: Timestamp | null;
  /** E.164 (shipment-domain §5), or null. */
  phone: string | null;
  /** Soft delete (decision 0126): the row stays for what refers to it; deactivated_at is set too. */
  deleted_at: Timestamp | null;
  /** Bumped to end the user's sessions at once (decision 0125); access tokens carry it. */
  access_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserAgenciesTable {
  user_id: number;
  agency_id: number;
  is_default: Generated<boolean>;
}

/** Back-office groups of customer organizations (decision 0190). */
export interface PortfoliosTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PortfolioOrganizationsTable {
  portfolio_id: number;
  organization_id: number;
}

export interface PortfolioUsersTable {
  portfolio_id: number;
  user_id: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_by: number | null;
  /** Set when the token was issued by an impersonation: the user who really acts (decision 0142). */
  impersonator_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface DeviceSessionsTable {
  id: Generated<number>;
  user_id: number;
  organization_id: number;
  refresh_token_id: number | null;
  app_version: string | null;
  browser: string | null;
  browser_version: string | null;
  os: string | null;
  os_version: string | null;
  model: string | null;
  device_uuid: string | null;
  ip_address: string | null;
  user_agent: string | null;
  connected_at: CreatedAt;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  username: string;
  ip_address: string;
  failed_at: CreatedAt;
}

export interface ImpersonationAuditTable {
  id: Generated<number>;
  impersonator_user_id: number;
  impersonated_user_id: number;
  impersonated_organization_id: number;
  method: string;
  route: string;
  url: string;
  resource_id: string | null;
  status_code: number;
  occurred_at: CreatedAt;
}

export interface SsoProvidersTable {
  id: Generated<number>;
  organization_id: number;
  issuer_url: string;
  client_id: string;
  client_secret_sealed: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SsoLoginHintsTable {
  hint: string;
  provider_id: number;
}

export interface SsoIdentitiesTable {
  provider_id: number;
  subject: string;
  user_id: number;
  created_at: CreatedAt;
}

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'invitation' | 'reset';
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordResetRequestsTable {
  id: Generated<string>;
  ip_address: string;
  requested_at: CreatedAt;
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
  details: string | null;
  referent: string | null;
  appointment_required: Generated<boolean>;
  update_method: Generated<'manual' | 'api' | 'edi' | 'import'>;
  updated_by_user_id: number | null;
  deactivated_at: Timestamp | null;
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
  agency_id: number | null;
  chartering_status: Generated<'NONE' | 'REQUESTED' | 'CONFIRMED' | 'REFUSED' | 'UNCHARTERED'>;
  chartering_updated_at: Timestamp | null;
  pairing_status: Generated<string>;
  pairing_agency: Generated<'NONE' | 'CHARTER' | 'SHIPPER'>;
  resource_id: number | null;
  trailer_resource_id: number | null;
  paired_by_user_id: number | null;
  paired_at: Timestamp | null;
  created_by_user_id: number | null;
  version: Generated<number>;
  unknown_carrier_name: string | null;
  /** Kept by the time rules (migration 0120, decision 0151). */
  gps_recency: 'RECENT' | 'OUTDATED' | 'NONE' | null;
  silent_since: Timestamp | null;
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
  appointment_state: Generated<'is_not_required' | 'is_required' | 'is_taken'>;
  instruction: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  siret: string | null;
  unlocode: string | null;
  iata_code: string | null;
  /** The engine's ETA, explained (migration 0055). */
  eta_slot_start: Timestamp | null;
  eta_slot_end: Timestamp | null;
  eta_precision: string | null;
  eta_reason: string | null;
  eta_explanation: ColumnType<unknown, string | null | undefined, string | null>;
  eta_computed_at: Timestamp | null;
  /** The newest external ETA received for the stop (migration 0070, decision 0101). */
  external_eta: Timestamp | null;
  external_eta_source: string | null;
  external_eta_slot_start: Timestamp | null;
  external_eta_slot_end: Timestamp | null;
  external_eta_recorded_on: Timestamp | null;
  /** The domain's stopStates result (migration 0035, decision 0065), kept by refreshStopStates. */
  summary_state: Generated<string>;
  is_done: Generated<boolean>;
  is_next_stop: Generated<boolean>;
  is_driving: Generated<boolean>;
  is_on_site: Generated<boolean>;
  is_on_site_late: Generated<boolean>;
  is_completion_late: Generated<boolean>;
  /** Kept by the time rules (migration 0120, decisions 0150, 0152). */
  external_eta_deprecated: Generated<boolean>;
  late_since: Timestamp | null;
  /** The ETA the stop shows, decided by the domain's shownEta when the stop is stored (migration 0165, decision 0221). */
  shown_eta: Timestamp | null;
  shown_eta_source: string | null;
  shown_eta_slot_start: Timestamp | null;
  shown_eta_slot_end: Timestamp | null;
  shown_eta_deprecated: Generated<boolean>;
}

/** Orders per owner, carrier (0: none), mode and status, kept by triggers (migration 0003). */
export interface OrderCountsTable {
  organization_id: number;
  carrier_organization_id: number;
  transport_mode: string;
  current_status: string;
  /** '' for orders without a tour. */
  tour_status: string;
  /** The writing backend's slot (migration 0025): a count is the sum over the slots. */
  slot: Generated<number>;
  n: number;
}

export interface OrdersTable {
  id: Generated<number>;
  organization_id: number;
  carrier_organization_id: number | null;
  tour_id: number | null;
  /** The status of the order's tour, kept by triggers (migration 0016); a new order written in one statement with its
   * new tour carries that tour's status (migration 0131), which the trigger keeps. */
  tour_status: Generated<string | null>;
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
  /** 'departure', 'arrival' or null: the domain's orderNextStop, kept with next_stop_eta_state (0035). */
  next_stop_point: string | null;
  tag_ids: Generated<number[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  agency_id: number | null;
  bill_of_lading_reference: string | null;
  container_reference: string | null;
  measure_full_load: boolean | null;
  measure_linear_meters: number | null;
  measure_pallet_ground: number | null;
  measure_gross_volume_m3: number | null;
  measure_gross_weight_kg: number | null;
  cancelled_at: Timestamp | null;
  created_by_user_id: number | null;
  version: Generated<number>;
  input_fingerprint: string | null;
}

export interface OrderStopsTable {
  order_id: number;
  stop_id: number;
  activity: 'LOADING' | 'UNLOADING' | null;
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
  position: Generated<number>;
}

export interface ResourcesTable {
  id: Generated<number>;
  organization_id: number;
  label: string;
  external_id: string | null;
  mode: Generated<'truck' | 'trailer' | 'van' | 'car' | 'boat' | 'plane' | 'train'>;
  type: Generated<'telematic' | 'mobileDriver'>;
  telematic_unit_id: string | null;
  mobile_phone: string | null;
  driver_name: string | null;
  engine_type: string | null;
  fuel_type: string | null;
  truck_size: string | null;
  vehicle_identification_number: string | null;
  year_of_manufacturing: number | null;
  last_app_version_used: string | null;
  /** GPS recency as last stored by the time rules (migration 0120). */
  gps_recency: 'RECENT' | 'OUTDATED' | 'NONE' | null;
  deactivated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TourEventsTable {
  id: Generated<number>;
  organization_id: number;
  tour_id: number;
  name:
    | 'added'
    | 'removed'
    | 'chartering_requested'
    | 'chartered'
    | 'confirmed'
    | 'refused'
    | 'unchartered'
    | 'paired'
    | 'unpaired';
  user_id: number | null;
  actor_organization_id: number | null;
  details: Generated<unknown>;
  occurred_at: CreatedAt;
}

export interface OrderPricesTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  position: number;
  type: 'TO_BE_PAID' | 'TO_PAY';
  amount: number;
  currency: Generated<string>;
}

type PackingType = 'outsize' | 'pallet' | 'parcel' | 'cylinder' | 'basket' | 'vehicle' | 'bulk_goods';

export interface PackingsTable {
  id: Generated<number>;
  organization_id: number;
  external_id: string | null;
  name: string;
  type: Generated<PackingType>;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  volume_m3: number | null;
  weight_kg: number | null;
  standard_packing_qualifier: string | null;
}

export interface HandlingUnitsTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  position: number;
  packing_id: number | null;
  type: Generated<PackingType>;
  label: string | null;
  tracking_barcode: string | null;
  consolidation_id: string | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  planned_quantity: Generated<number>;
  loaded_quantity: number | null;
  delivered_quantity: number | null;
  content_references: Generated<unknown>;
}

export interface PurchaseOrdersTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  position: number;
  reference: string;
  items: Generated<unknown>;
}

export interface ReturnablePackingsTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  position: number;
  type: string;
  custom_type: string | null;
  planned_quantity: number;
}

export interface PlaceContactsTable {
  id: Generated<number>;
  organization_id: number;
  place_id: number;
  name: string;
  position: string | null;
  email: string | null;
  email_enabled: Generated<boolean>;
  phone: string | null;
  phone_enabled: Generated<boolean>;
}

export interface UserSettingsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  type: string;
  label: string | null;
  data: Generated<unknown>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HomepageWidgetsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  kind: string;
  title: string | null;
  row_limit: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type ExportTaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'expired';

export interface ExportTasksTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  status: Generated<ExportTaskStatus>;
  format: 'csv' | 'xlsx';
  query: ColumnType<Record<string, string>, string, string>;
  columns: string[];
  all_organizations: Generated<boolean>;
  lang: string;
  timezone: string;
  date_format: string;
  unit_system: string;
  progress: Generated<number>;
  total: number | null;
  file_path: string | null;
  file_size: number | null;
  error: string | null;
  attempts: Generated<number>;
  heartbeat_at: Timestamp | null;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

/** One reported position (migration 0030), partitioned by month on recorded_at. */
export interface PositionsTable {
  organization_id: number;
  resource_id: number;
  recorded_at: Timestamp;
  lat: number;
  lng: number;
  /** m/s */
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  /** percent */
  battery: number | null;
  received_at: CreatedAt;
  source: 'api' | 'osmand';
}

/** The newest position of each resource (migration 0030). */
export interface LatestPositionsTable extends Omit<PositionsTable, 'received_at'> {
  received_at: Timestamp;
}

/** The durable queue of tracking work (migration 0030, modules/tracking/enqueue-tracking-job.ts). */
export interface TrackingJobsTable {
  id: Generated<string>;
  kind: string;
  organization_id: number;
  resource_id: number | null;
  /** Jobs about a tour (events and ETAs received, migration 0070); null for a resource's positions. */
  tour_id: number | null;
  payload: ColumnType<unknown, string | undefined, string>;
  available_at: CreatedAt;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** A demo tour the simulator drives, and how far it got (migration 0085, modules/demo-fleet). */
export interface DemoDrivesTable {
  tour_id: number;
  organization_id: number;
  resource_id: number;
  late: Generated<boolean>;
  start_lat: number;
  start_lng: number;
  starts_at: Timestamp;
  stop_index: Generated<number>;
  phase: Generated<'waiting' | 'driving' | 'dwelling' | 'leaving' | 'parked'>;
  phase_since: Timestamp;
  lease_holder: string | null;
  lease_until: Timestamp | null;
}

/** The tracking engine's state per tour (migration 0055, modules/tracking/run-tracking-job.ts). */
export interface TourTrackersTable {
  tour_id: number;
  organization_id: number;
  resource_id: number;
  state: ColumnType<unknown, string, string>;
  fed_until: Timestamp | null;
  updated_at: CreatedAt;
}

/** Events the tracking engine calculated, one per fact (migration 0055). */
export interface TrackingEventsTable {
  id: Generated<string>;
  organization_id: number;
  tour_id: number;
  stop_id: number | null;
  resource_id: number | null;
  event_key: string;
  code: string;
  occurred_at: Timestamp;
  detected_at: Timestamp;
  method: string | null;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

/** Order and handling-unit events sent in by integrations (migration 0070, decision 0100). */
export interface InboundEventsTable {
  id: Generated<string>;
  organization_id: number;
  sender_event_id: string;
  kind: 'order' | 'handlingUnit';
  code: string;
  order_id: number;
  tour_id: number | null;
  stop_id: number | null;
  handling_unit_id: number | null;
  occurred_at: Timestamp;
  received_at: CreatedAt;
  comment: string | null;
  lat: number | null;
  lng: number | null;
  properties: ColumnType<unknown, string | undefined, string>;
  applied_at: Timestamp | null;
}

/** External ETAs per stop as received (migration 0070, decision 0101). */
export interface ExternalEtasTable {
  id: Generated<string>;
  organization_id: number;
  sender_event_id: string;
  stop_id: number;
  tour_id: number;
  source: 'external' | 'externalDeclared';
  eta: Timestamp;
  slot_start: Timestamp | null;
  slot_end: Timestamp | null;
  recorded_on: Timestamp;
  received_at: CreatedAt;
}

export interface ImportTasksTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number | null;
  type: 'place' | 'user' | 'mobile' | 'telematic_resource';
  action: Generated<'create'>;
  name: string;
  dry_run: boolean;
  status: Generated<'pending' | 'succeeded' | 'failed' | 'canceled'>;
  encoding: string;
  delimiter: string;
  file_size: number;
  lines_total: number;
  lines_done: Generated<number>;
  lines_ok: Generated<number>;
  lines_error: Generated<number>;
  errors: ColumnType<unknown, string | undefined, string>;
  global_error: string | null;
  attempts: Generated<number>;
  claimed_until: Timestamp | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export interface ImportTaskChunksTable {
  task_id: number;
  seq: number;
  data: Uint8Array;
}

/** An order's public tracking link (migration 0075, decision 0105). */
export interface OrderPublicLinksTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  /** SHA-256 of the token, hex: what the public page looks the link up by. */
  token_hash: string;
  /** The token sealed with the server's key, for the owner to copy the link again. */
  token_sealed: string;
  is_light: Generated<boolean>;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_by_user_id: number | null;
  created_at: CreatedAt;
}

/** A scheduled job's turn, shared by every process (migration 0120). */
export interface ScheduledRunsTable {
  name: string;
  next_run_at: Timestamp;
  last_run_at: Timestamp | null;
  last_error: string | null;
}

/** What a user is told, once per fact (migration 0120). */
export interface NotificationsTable {
  id: Generated<string>;
  organization_id: number;
  user_id: number;
  kind: string;
  notification_key: string;
  tour_id: number | null;
  stop_id: number | null;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
  emailed_at: Timestamp | null;
  read_at: Timestamp | null;
}

export interface Database {
  app_settings: AppSettingsTable;
  organizations: OrganizationsTable;
  agencies: AgenciesTable;
  user_profiles: UserProfilesTable;
  users: UsersTable;
  user_agencies: UserAgenciesTable;
  portfolios: PortfoliosTable;
  portfolio_organizations: PortfolioOrganizationsTable;
  portfolio_users: PortfolioUsersTable;
  refresh_tokens: RefreshTokensTable;
  device_sessions: DeviceSessionsTable;
  sign_in_failures: SignInFailuresTable;
  impersonation_audit: ImpersonationAuditTable;
  password_tokens: PasswordTokensTable;
  sso_providers: SsoProvidersTable;
  sso_login_hints: SsoLoginHintsTable;
  sso_identities: SsoIdentitiesTable;
  password_reset_requests: PasswordResetRequestsTable;
  places: PlacesTable;
  tags: TagsTable;
  tours: ToursTable;
  stops: StopsTable;
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  order_stops: OrderStopsTable;
  goods: GoodsTable;
  resources: ResourcesTable;
  tour_events: TourEventsTable;
  order_prices: OrderPricesTable;
  packings: PackingsTable;
  handling_units: HandlingUnitsTable;
  purchase_orders: PurchaseOrdersTable;
  returnable_packings: ReturnablePackingsTable;
  place_contacts: PlaceContactsTable;
  user_settings: UserSettingsTable;
  homepage_widgets: HomepageWidgetsTable;
  export_tasks: ExportTasksTable;
  positions: PositionsTable;
  latest_positions: LatestPositionsTable;
  tracking_jobs: TrackingJobsTable;
  tour_trackers: TourTrackersTable;
  tracking_events: TrackingEventsTable;
  inbound_events: InboundEventsTable;
  external_etas: ExternalEtasTable;
  import_tasks: ImportTasksTable;
  import_task_chunks: ImportTaskChunksTable;
  order_public_links: OrderPublicLinksTable;
  demo_drives: DemoDrivesTable;
  scheduled_runs: ScheduledRunsTable;
  notifications: NotificationsTable;
}
