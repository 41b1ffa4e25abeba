-- The shipment model of shipment-domain.txt §3, except tracking data: resources, chartering and pairing on
-- tours, stop details, goods aggregates, prices, references, place contacts, tour events and user settings.
-- Every new tenant-owned table carries organization_id, indexed.

-- Resources (means): trucks, trailers, telematic units and drivers' phones (§3 Resource, §9 defaults).
CREATE TABLE resources (
  id                            serial PRIMARY KEY,
  organization_id               integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  label                         text NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  external_id                   text,
  mode                          text NOT NULL DEFAULT 'truck'
    CHECK (mode IN ('truck', 'trailer', 'van', 'car', 'boat', 'plane', 'train')),
  type                          text NOT NULL DEFAULT 'telematic' CHECK (type IN ('telematic', 'mobileDriver')),
  telematic_unit_id             text,
  mobile_phone                  text,
  driver_name                   text,
  engine_type                   text,
  fuel_type                     text,
  truck_size                    text,
  vehicle_identification_number text,
  year_of_manufacturing         integer CHECK (year_of_manufacturing BETWEEN 1950 AND 2100),
  last_app_version_used         text,
  deactivated_at                timestamptz,
  created_at                    timestamptz NOT NULL DEFAULT now(),
  updated_at                    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, label)
);
CREATE INDEX resources_organization_idx ON resources (organization_id);
-- One telematic unit reports for one resource of an organization ("This value is already used").
CREATE UNIQUE INDEX resources_telematic_unit_idx ON resources (organization_id, telematic_unit_id)
  WHERE telematic_unit_id IS NOT NULL;
CREATE UNIQUE INDEX resources_external_id_idx ON resources (organization_id, external_id)
  WHERE external_id IS NOT NULL;

-- Chartering (shipper → carrier agency) and pairing (carrier → resource) live on the tour (§3 Tour, §4).
ALTER TABLE tours
  ADD COLUMN agency_id              integer REFERENCES agencies (id) ON DELETE SET NULL,
  ADD COLUMN chartering_status      text NOT NULL DEFAULT 'NONE'
    CHECK (chartering_status IN ('NONE', 'REQUESTED', 'CONFIRMED', 'REFUSED', 'UNCHARTERED')),
  ADD COLUMN chartering_updated_at  timestamptz,
  ADD COLUMN pairing_status         text NOT NULL DEFAULT 'AWAITING_PAIRING'
    CHECK (pairing_status IN ('AWAITING_PAIRING', 'AWAITING_CONFIRMATION', 'AWAITING_SETUP',
      'PENDING_CONFIRMATION', 'RESOURCE_PAIRED', 'FINISHED', 'IN_PROGRESS', 'NOT_STARTED')),
  ADD COLUMN pairing_agency         text NOT NULL DEFAULT 'NONE' CHECK (pairing_agency IN ('NONE', 'CHARTER', 'SHIPPER')),
  ADD COLUMN resource_id            integer REFERENCES resources (id) ON DELETE SET NULL,
  ADD COLUMN trailer_resource_id    integer REFERENCES resources (id) ON DELETE SET NULL,
  ADD COLUMN paired_by_user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN paired_at              timestamptz,
  ADD COLUMN created_by_user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  -- Optimistic concurrency: a write names the version it read; a stale one answers 409.
  ADD COLUMN version                integer NOT NULL DEFAULT 1;
CREATE INDEX tours_organization_idx ON tours (organization_id, created_at DESC, id DESC);
CREATE INDEX tours_carrier_created_idx ON tours (carrier_organization_id, created_at DESC, id DESC);
CREATE INDEX tours_resource_idx ON tours (resource_id) WHERE resource_id IS NOT NULL;

-- What happened to a tour (§4 tour events): added, removed, chartering requested, chartered, confirmed,
-- refused, unchartered, paired, unpaired. Owned by the tour's shipper; the carrier reads its tours' events.
CREATE TABLE tour_events (
  id               bigserial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tour_id          integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (name IN ('added', 'removed', 'chartering_requested', 'chartered',
                     'confirmed', 'refused', 'unchartered', 'paired', 'unpaired')),
  user_id          integer REFERENCES users (id) ON DELETE SET NULL,
  actor_organization_id integer REFERENCES organizations (id) ON DELETE SET NULL,
  details          jsonb NOT NULL DEFAULT '{}',
  occurred_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tour_events_tour_idx ON tour_events (tour_id, occurred_at);
CREATE INDEX tour_events_organization_idx ON tour_events (organization_id);

-- Stop details (§3 Stop detail).
ALTER TABLE stops
  ADD COLUMN appointment_state  text NOT NULL DEFAULT 'is_not_required'
    CHECK (appointment_state IN ('is_not_required', 'is_required', 'is_taken')),
  ADD COLUMN instruction        text,
  ADD COLUMN contact_name       text,
  ADD COLUMN contact_phone      text,
  ADD COLUMN contact_email      text,
  ADD COLUMN siret              text,
  ADD COLUMN unlocode           text,
  ADD COLUMN iata_code          text,
  ADD CONSTRAINT stops_planned_window_ordered CHECK (planned_end IS NULL OR planned_start IS NULL OR planned_end >= planned_start),
  ADD CONSTRAINT stops_appointment_ordered CHECK (appointment_end IS NULL OR appointment_start IS NULL OR appointment_end >= appointment_start),
  ADD CONSTRAINT stops_activity_time_positive CHECK (activity_time_minutes >= 0),
  ADD CONSTRAINT stops_radius_range CHECK (geofencing_radius BETWEEN 100 AND 5000);
CREATE INDEX stops_tour_idx ON stops (tour_id, sequence);
CREATE INDEX stops_place_idx ON stops (place_id) WHERE place_id IS NOT NULL;

-- Orders: the shipper agency, references, measures of the goods aggregate, cancellation and concurrency.
ALTER TABLE orders
  ADD COLUMN agency_id                integer REFERENCES agencies (id) ON DELETE SET NULL,
  ADD COLUMN bill_of_lading_reference text,
  ADD COLUMN container_reference      text,
  ADD COLUMN measure_full_load        boolean,
  ADD COLUMN measure_linear_meters    numeric(10, 2),
  ADD COLUMN measure_pallet_ground    numeric(10, 2),
  ADD COLUMN measure_gross_volume_m3  numeric(12, 3),
  ADD COLUMN measure_gross_weight_kg  numeric(12, 2),
  ADD COLUMN cancelled_at             timestamptz,
  ADD COLUMN created_by_user_id       integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN version                  integer NOT NULL DEFAULT 1;

-- Prices (§3 Order: price and prices; a TO_BE_PAID price is preferred, else the first).
CREATE TABLE order_prices (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id         integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position         integer NOT NULL,
  type             text NOT NULL CHECK (type IN ('TO_BE_PAID', 'TO_PAY')),
  amount           numeric(12, 2) NOT NULL CHECK (amount >= 0),
  currency         text NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$'),
  UNIQUE (order_id, position)
);
CREATE INDEX order_prices_organization_idx ON order_prices (organization_id);

-- Packing definitions of an organization (§3 Packing definition).
CREATE TABLE packings (
  id                           serial PRIMARY KEY,
  organization_id              integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  external_id                  text,
  name                         text NOT NULL,
  type                         text NOT NULL DEFAULT 'pallet'
    CHECK (type IN ('outsize', 'pallet', 'parcel', 'cylinder', 'basket', 'vehicle', 'bulk_goods')),
  length_cm                    integer,
  width_cm                     integer,
  height_cm                    integer,
  volume_m3                    numeric(12, 3),
  weight_kg                    numeric(12, 2),
  standard_packing_qualifier   text,
  UNIQUE (organization_id, name)
);
CREATE INDEX packings_organization_idx ON packings (organization_id);

-- Handling units of an order (§3 Handling unit), with planned, loaded and delivered quantities.
CREATE TABLE handling_units (
  id                  serial PRIMARY KEY,
  organization_id     integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id            integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position            integer NOT NULL,
  packing_id          integer REFERENCES packings (id) ON DELETE SET NULL,
  type                text NOT NULL DEFAULT 'pallet'
    CHECK (type IN ('outsize', 'pallet', 'parcel', 'cylinder', 'basket', 'vehicle', 'bulk_goods')),
  label               text,
  tracking_barcode    text,
  consolidation_id    text,
  length_cm           integer CHECK (length_cm > 0),
  width_cm            integer CHECK (width_cm > 0),
  height_cm           integer CHECK (height_cm > 0),
  weight_kg           numeric(12, 2) CHECK (weight_kg >= 0),
  planned_quantity    integer NOT NULL DEFAULT 1 CHECK (planned_quantity >= 0),
  loaded_quantity     integer CHECK (loaded_quantity >= 0),
  delivered_quantity  integer CHECK (delivered_quantity >= 0),
  content_references  jsonb NOT NULL DEFAULT '[]',
  UNIQUE (order_id, position)
);
CREATE INDEX handling_units_organization_idx ON handling_units (organization_id);
CREATE INDEX handling_units_barcode_idx ON handling_units (organization_id, tracking_barcode)
  WHERE tracking_barcode IS NOT NULL;

-- Purchase orders with their items, and returnable packings (§3 Goods aggregate).
CREATE TABLE purchase_orders (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id         integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position         integer NOT NULL,
  reference        text NOT NULL,
  items            jsonb NOT NULL DEFAULT '[]',
  UNIQUE (order_id, position)
);
CREATE INDEX purchase_orders_organization_idx ON purchase_orders (organization_id);

CREATE TABLE returnable_packings (
  id                serial PRIMARY KEY,
  organization_id   integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id          integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position          integer NOT NULL,
  type              text NOT NULL,
  custom_type       text,
  planned_quantity  integer NOT NULL CHECK (planned_quantity >= 0),
  UNIQUE (order_id, position)
);
CREATE INDEX returnable_packings_organization_idx ON returnable_packings (organization_id);

-- Goods lines keep their order within the order.
ALTER TABLE goods
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT goods_quantity_positive CHECK (quantity >= 0);
CREATE INDEX goods_organization_idx ON goods (organization_id);

-- Places: contacts, details and the state of the address book entry (§3 Place, Contact entry).
ALTER TABLE places
  ADD COLUMN details              text,
  ADD COLUMN referent             text,
  ADD COLUMN appointment_required boolean NOT NULL DEFAULT false,
  ADD COLUMN update_method        text NOT NULL DEFAULT 'manual' CHECK (update_method IN ('manual', 'api', 'edi', 'import')),
  ADD COLUMN updated_by_user_id   integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN deactivated_at       timestamptz;
CREATE UNIQUE INDEX places_external_id_idx ON places (organization_id, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE place_contacts (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  place_id         integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  name             text NOT NULL,
  position         text,
  email            text,
  email_enabled    boolean NOT NULL DEFAULT false,
  phone            text,
  phone_enabled    boolean NOT NULL DEFAULT false
);
CREATE INDEX place_contacts_place_idx ON place_contacts (place_id);
CREATE INDEX place_contacts_organization_idx ON place_contacts (organization_id);

-- Per-user settings and display preferences (§3 User setting, display preferences): the orders list's
-- columns, saved filters and bookmarks among them.
CREATE TABLE user_settings (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type             text NOT NULL,
  label            text,
  data             jsonb NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_settings_user_idx ON user_settings (user_id, type);
CREATE INDEX user_settings_organization_idx ON user_settings (organization_id);
