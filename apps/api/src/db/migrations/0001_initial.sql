-- Initial schema: organizations, agencies, users and sessions, places, tours, orders, stops, goods, tags.
-- Every tenant-owned table carries organization_id, indexed, and every repository query takes the scope.

CREATE TABLE organizations (
  id                    serial PRIMARY KEY,
  name                  text NOT NULL UNIQUE,
  profile               text NOT NULL DEFAULT 'carrier' CHECK (profile IN ('carrier', 'lsp', 'shipper', 'third-party')),
  phone                 text,
  language              text NOT NULL DEFAULT 'fr',
  is_public             boolean NOT NULL DEFAULT true,
  is_test               boolean NOT NULL DEFAULT false,
  is_back_office        boolean NOT NULL DEFAULT false,
  authentication_method text NOT NULL DEFAULT 'CARGOLENS_CREDENTIALS_ONLY'
    CHECK (authentication_method IN ('CARGOLENS_CREDENTIALS_ONLY', 'SSO_ONLY', 'SSO_OR_CARGOLENS_CREDENTIALS')),
  features              text[] NOT NULL DEFAULT '{}',
  street                text,
  postal_code           text,
  town                  text,
  country               text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agencies (
  id                        serial PRIMARY KEY,
  organization_id           integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name                      text NOT NULL,
  external_id               text,
  phone                     text,
  language                  text NOT NULL DEFAULT 'fr',
  town                      text,
  country                   text,
  features                  text[] NOT NULL DEFAULT '{}',
  has_automatic_event       boolean NOT NULL DEFAULT true,
  is_collaborator           boolean NOT NULL DEFAULT false,
  tolerable_delay_minutes   integer NOT NULL DEFAULT 15,
  risky_delay_minutes       integer NOT NULL DEFAULT 60,
  created_at                timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);
CREATE INDEX agencies_organization_idx ON agencies (organization_id);

CREATE TABLE user_profiles (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            text NOT NULL,
  type            text NOT NULL DEFAULT 'standard',
  is_read_only    boolean NOT NULL DEFAULT false,
  features        text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX user_profiles_organization_idx ON user_profiles (organization_id);

CREATE TABLE users (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_profile_id  integer REFERENCES user_profiles (id) ON DELETE SET NULL,
  username         text NOT NULL UNIQUE,
  email            text NOT NULL,
  firstname        text NOT NULL,
  lastname         text NOT NULL,
  password_hash    text NOT NULL,
  roles            text[] NOT NULL DEFAULT '{ROLE_CLIENT_EXPLOITANT}',
  lang             text NOT NULL DEFAULT 'fr',
  timezone         text NOT NULL DEFAULT 'Europe/Paris',
  receive_mail     boolean NOT NULL DEFAULT true,
  activated_at     timestamptz,
  deactivated_at   timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_organization_idx ON users (organization_id);

CREATE TABLE user_agencies (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  agency_id  integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, agency_id)
);

CREATE TABLE refresh_tokens (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  replaced_by integer REFERENCES refresh_tokens (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE places (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  external_id      text,
  name             text NOT NULL,
  street           text,
  postal_code      text,
  town             text NOT NULL,
  country          text NOT NULL,
  lat              double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng              double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  timezone         text NOT NULL,
  geofence         jsonb NOT NULL,
  geofence_radius  integer CHECK (geofence_radius BETWEEN 100 AND 5000),
  phone            text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX places_organization_idx ON places (organization_id);

CREATE TABLE tags (
  id                         serial PRIMARY KEY,
  organization_id            integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  label                      text NOT NULL,
  color                      text NOT NULL DEFAULT '#6b7280',
  is_automatically_assigned  boolean NOT NULL DEFAULT false,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, label)
);

CREATE TABLE tours (
  id                       serial PRIMARY KEY,
  organization_id          integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  reference                text NOT NULL,
  status                   text NOT NULL DEFAULT 'NOT_STARTED'
    CHECK (status IN ('NOT_STARTED', 'TOWARDS_FIRST_STOP', 'IN_PROGRESS', 'FINISHED')),
  carrier_organization_id  integer REFERENCES organizations (id) ON DELETE SET NULL,
  carrier_agency_id        integer REFERENCES agencies (id) ON DELETE SET NULL,
  vehicle                  text,
  trailer                  text,
  driver                   text,
  start_at                 timestamptz,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, reference)
);
CREATE INDEX tours_carrier_idx ON tours (carrier_organization_id);

CREATE TABLE stops (
  id                     serial PRIMARY KEY,
  organization_id        integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tour_id                integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  sequence               integer NOT NULL,
  place_id               integer REFERENCES places (id) ON DELETE SET NULL,
  stop_type              text NOT NULL CHECK (stop_type IN ('loading', 'delivery', 'hub', 'deliveryHub', 'terminal',
                           'inTransit', 'intermediateStop', 'deliveryIntermediateStop', 'readyForPickup')),
  name                   text NOT NULL,
  street                 text,
  postal_code            text,
  town                   text NOT NULL,
  country                text NOT NULL,
  lat                    double precision NOT NULL,
  lng                    double precision NOT NULL,
  timezone               text NOT NULL,
  geofencing_radius      integer NOT NULL DEFAULT 500,
  activity_time_minutes  integer NOT NULL DEFAULT 30,
  planned_start          timestamptz,
  planned_end            timestamptz,
  appointment_start      timestamptz,
  appointment_end        timestamptz,
  arrived_at             timestamptz,
  left_at                timestamptz,
  is_skipped             boolean NOT NULL DEFAULT false,
  eta                    timestamptz,
  eta_source             text,
  eta_status             text,
  remaining_distance_m   integer,
  goods_status           text NOT NULL DEFAULT 'NONE',
  UNIQUE (tour_id, sequence)
);
CREATE INDEX stops_organization_idx ON stops (organization_id);

CREATE TABLE orders (
  id                         serial PRIMARY KEY,
  organization_id            integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  carrier_organization_id    integer REFERENCES organizations (id) ON DELETE SET NULL,
  tour_id                    integer REFERENCES tours (id) ON DELETE SET NULL,
  reference                  text NOT NULL,
  client_reference           text,
  consignment_reference      text,
  contract_number            text,
  booking_reference          text,
  cargo_description          text,
  comments                   text,
  current_status             text NOT NULL DEFAULT 'ORDER_CREATED',
  transport_mode             text NOT NULL DEFAULT 'road',
  transport_type             text,
  trip_type                  text,
  theoretical_distance_m     integer,
  loading_stop_id            integer REFERENCES stops (id) ON DELETE SET NULL,
  delivery_stop_id           integer REFERENCES stops (id) ON DELETE SET NULL,
  departure_date             timestamptz,
  arrival_date               timestamptz,
  next_stop_eta_state        text,
  tag_ids                    integer[] NOT NULL DEFAULT '{}',
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, reference)
);
CREATE INDEX orders_org_created_idx ON orders (organization_id, created_at DESC, id DESC);
CREATE INDEX orders_org_status_created_idx ON orders (organization_id, current_status, created_at DESC);
CREATE INDEX orders_carrier_created_idx ON orders (carrier_organization_id, created_at DESC, id DESC);
CREATE INDEX orders_org_departure_idx ON orders (organization_id, departure_date);
CREATE INDEX orders_org_arrival_idx ON orders (organization_id, arrival_date);
CREATE INDEX orders_tour_idx ON orders (tour_id);
CREATE INDEX orders_tag_ids_idx ON orders USING gin (tag_ids);

-- Which stops of its tour an order uses, and what happens to the order there.
CREATE TABLE order_stops (
  order_id     integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  stop_id      integer NOT NULL REFERENCES stops (id) ON DELETE CASCADE,
  activity     text NOT NULL CHECK (activity IN ('LOADING', 'UNLOADING')),
  goods_status text NOT NULL DEFAULT 'NONE',
  PRIMARY KEY (order_id, stop_id)
);
CREATE INDEX order_stops_stop_idx ON order_stops (stop_id);

CREATE TABLE goods (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id         integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  goods_type       text NOT NULL CHECK (goods_type IN ('FULL_TRUCK', 'LINEAR_METERS', 'PALETS')),
  quantity         numeric(12, 2) NOT NULL,
  weight_kg        numeric(12, 2),
  length_cm        integer,
  width_cm         integer,
  height_cm        integer,
  is_stackable     boolean NOT NULL DEFAULT false,
  description      text
);
CREATE INDEX goods_order_idx ON goods (order_id);

-- Installation-wide values the processes share, such as the token signing secret when JWT_SECRET is unset.
CREATE TABLE app_settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
