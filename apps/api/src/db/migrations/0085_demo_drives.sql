-- The demo fleet that moves (issue 7 §7, decision 0115): one row per demo tour the simulator drives through
-- the OsmAnd endpoint. Written by the demo seed only, so a blank installation has nothing to simulate. The
-- progress columns are the simulator's own (where the truck is heading, since when), kept here so that a
-- restart carries on instead of starting the tours again; where the truck is comes from latest_positions.
CREATE TABLE demo_drives (
  tour_id         integer PRIMARY KEY REFERENCES tours (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  resource_id     integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  -- Runs at real speed and is held up in traffic at first, so its delay shows and grows.
  late            boolean NOT NULL DEFAULT false,
  -- Where the truck stands before its first position (the seed's "now" position, or its depot).
  start_lat       double precision NOT NULL,
  start_lng       double precision NOT NULL,
  -- When it sets off: the seed's time for a tour under way, the planned start for one not started.
  starts_at       timestamptz NOT NULL,
  -- The stop it heads to or stands at (by sequence order); the stop count once it drives off the last one.
  stop_index      integer NOT NULL DEFAULT 0,
  phase           text NOT NULL DEFAULT 'waiting'
                  CHECK (phase IN ('waiting', 'driving', 'dwelling', 'leaving', 'parked')),
  phase_since     timestamptz NOT NULL,
  -- One process drives a truck at a time: a lease renewed at every tick, free again when it lapses.
  lease_holder    text,
  lease_until     timestamptz
);
CREATE INDEX demo_drives_organization_idx ON demo_drives (organization_id);
CREATE INDEX demo_drives_resource_idx ON demo_drives (resource_id);
