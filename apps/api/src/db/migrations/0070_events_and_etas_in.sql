-- Events and ETAs in (issue 7 §2, decisions 0100-0101): what integrations declare about orders, handling units
-- and stops, kept once per sender event id, and the tracking jobs that make the engine take it in.

-- Order and handling-unit events as received. The sender's event id is the idempotency key, per organization
-- of the sender: the same id sent again is the same event, stored once.
CREATE TABLE inbound_events (
  id                bigserial PRIMARY KEY,
  organization_id   integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  sender_event_id   text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('order', 'handlingUnit')),
  code              text NOT NULL,
  order_id          integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  tour_id           integer REFERENCES tours (id) ON DELETE SET NULL,
  stop_id           integer REFERENCES stops (id) ON DELETE SET NULL,
  handling_unit_id  integer REFERENCES handling_units (id) ON DELETE CASCADE,
  occurred_at       timestamptz NOT NULL,
  received_at       timestamptz NOT NULL DEFAULT now(),
  comment           text,
  lat               double precision CHECK (lat BETWEEN -90 AND 90),
  lng               double precision CHECK (lng BETWEEN -180 AND 180),
  properties        jsonb NOT NULL DEFAULT '{}',
  -- Set by the tracking worker in the transaction that stored what the event changed.
  applied_at        timestamptz,
  UNIQUE (organization_id, sender_event_id)
);
CREATE INDEX inbound_events_order_idx ON inbound_events (order_id, occurred_at);
CREATE INDEX inbound_events_pending_idx ON inbound_events (tour_id, occurred_at) WHERE applied_at IS NULL;

-- External ETAs per stop as received, with the same idempotency key.
CREATE TABLE external_etas (
  id                bigserial PRIMARY KEY,
  organization_id   integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  sender_event_id   text NOT NULL,
  stop_id           integer NOT NULL REFERENCES stops (id) ON DELETE CASCADE,
  tour_id           integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  source            text NOT NULL CHECK (source IN ('external', 'externalDeclared')),
  eta               timestamptz NOT NULL,
  slot_start        timestamptz,
  slot_end          timestamptz,
  -- When the sender worked the ETA out: the newest one counts, whatever order they arrive in.
  recorded_on       timestamptz NOT NULL,
  received_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, sender_event_id),
  CHECK (slot_end IS NULL OR slot_start IS NULL OR slot_end >= slot_start)
);
CREATE INDEX external_etas_stop_idx ON external_etas (stop_id, recorded_on);

-- The stop's current external ETA (the newest recorded), beside the engine's own: screens read one row.
ALTER TABLE stops
  ADD COLUMN external_eta              timestamptz,
  ADD COLUMN external_eta_source       text,
  ADD COLUMN external_eta_slot_start   timestamptz,
  ADD COLUMN external_eta_slot_end     timestamptz,
  ADD COLUMN external_eta_recorded_on  timestamptz;

-- Tracking jobs about a tour rather than a resource (events and ETAs received); one waiting job per tour and
-- kind, as for resources, so a burst of events asks the engine to catch up once.
ALTER TABLE tracking_jobs ADD COLUMN tour_id integer REFERENCES tours (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX tracking_jobs_waiting_tour_idx ON tracking_jobs (kind, tour_id)
  WHERE locked_until IS NULL;
