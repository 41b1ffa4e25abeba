-- The engine in the loop (issue 7 §3, decision 0085): what the tracking worker keeps between jobs and what it
-- stores for screens to read.

-- The engine's tracker state per tour (packages/domain TrackerState, plain JSON), so a job feeds only the
-- positions after the last one processed and any worker can resume any tour. Written in the transaction that
-- stores the results it led to, so state and results never disagree.
CREATE TABLE tour_trackers (
  tour_id         integer PRIMARY KEY REFERENCES tours (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  resource_id     integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  state           jsonb NOT NULL,
  -- The newest position fed to the engine: the next job reads the positions after it.
  fed_until       timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tour_trackers_organization_idx ON tour_trackers (organization_id);
CREATE INDEX tour_trackers_resource_idx ON tour_trackers (resource_id);

-- Events the engine calculated (arrivals, departures, driving to, skips, tour status changes). The key names
-- the fact, not the run that found it (`stop:<stop id>:<code>`, `tour:<status>`), so a job delivered twice, or
-- a tracker rebuilt from scratch, writes no second event: inserts are ON CONFLICT DO NOTHING.
CREATE TABLE tracking_events (
  id              bigserial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tour_id         integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  stop_id         integer REFERENCES stops (id) ON DELETE CASCADE,
  resource_id     integer REFERENCES resources (id) ON DELETE SET NULL,
  event_key       text NOT NULL,
  code            text NOT NULL,
  occurred_at     timestamptz NOT NULL,
  detected_at     timestamptz NOT NULL,
  method          text,
  details         jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tour_id, event_key)
);
CREATE INDEX tracking_events_organization_idx ON tracking_events (organization_id);
CREATE INDEX tracking_events_stop_idx ON tracking_events (stop_id);

-- An ETA explains itself (decision 0010): its slot, precision, why it is missing, and the explanation
-- (speed learnt and used, breaks, waiting, activity). eta, eta_source, eta_status and remaining_distance_m
-- already exist.
ALTER TABLE stops
  ADD COLUMN eta_slot_start timestamptz,
  ADD COLUMN eta_slot_end timestamptz,
  ADD COLUMN eta_precision text,
  ADD COLUMN eta_reason text,
  ADD COLUMN eta_explanation jsonb,
  ADD COLUMN eta_computed_at timestamptz;
