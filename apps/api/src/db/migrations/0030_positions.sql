-- Positions in (issue 7): the position history, partitioned by month on the position's own time, the latest
-- position of each resource, and the durable queue that hands accepted positions to the tracking workers.

-- History grows without end: monthly partitions keep each index small and let old months be dropped whole.
-- The key (resource, time) makes a repeated position a no-op (ON CONFLICT DO NOTHING); it also serves every
-- read, which names one resource (whose organization the caller's scope was checked on) and a time range, so
-- no separate organization_id index is paid for on every insert (decision 0060).
CREATE TABLE positions (
  organization_id integer NOT NULL,
  resource_id     integer NOT NULL,
  recorded_at     timestamptz NOT NULL,
  lat             double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng             double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  -- metres per second, degrees clockwise from north, metres, metres, percent
  speed           real CHECK (speed >= 0),
  heading         real CHECK (heading >= 0 AND heading < 360),
  altitude        real,
  accuracy        real CHECK (accuracy >= 0),
  battery         real CHECK (battery BETWEEN 0 AND 100),
  received_at     timestamptz NOT NULL DEFAULT now(),
  source          text NOT NULL CHECK (source IN ('api', 'osmand')),
  PRIMARY KEY (resource_id, recorded_at)
) PARTITION BY RANGE (recorded_at);

-- Anything outside the prepared months (an old replay, a far-off clock) lands here rather than failing.
CREATE TABLE positions_default PARTITION OF positions DEFAULT;

-- Creates the monthly partitions of `months` months from the month of `first_day`, skipping a month that
-- exists or whose rows already sit in the default partition (PostgreSQL refuses to attach over them).
-- Runs at migration and at every start; the advisory lock keeps two starting processes from racing.
CREATE FUNCTION ensure_positions_partitions(first_day date, months integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  month_start date;
  month_end date;
  partition_name text;
BEGIN
  PERFORM pg_advisory_xact_lock(4243);
  FOR i IN 0 .. months - 1 LOOP
    month_start := (date_trunc('month', first_day) + make_interval(months => i))::date;
    month_end := (month_start + interval '1 month')::date;
    partition_name := 'positions_' || to_char(month_start, 'YYYY_MM');
    CONTINUE WHEN to_regclass(partition_name) IS NOT NULL;
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM positions_default
      WHERE recorded_at >= month_start AND recorded_at < month_end
    );
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF positions FOR VALUES FROM (%L) TO (%L)',
      partition_name, month_start || ' 00:00:00+00', month_end || ' 00:00:00+00'
    );
  END LOOP;
END $$;

SELECT ensure_positions_partitions((now() - interval '1 month')::date, 4);

-- "Where is it now" reads one row per resource however long the history is. It is written in the same
-- statement batch as the history, and only by a newer position: out-of-order arrivals never move it back.
CREATE TABLE latest_positions (
  resource_id     integer PRIMARY KEY REFERENCES resources (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  recorded_at     timestamptz NOT NULL,
  lat             double precision NOT NULL,
  lng             double precision NOT NULL,
  speed           real,
  heading         real,
  altitude        real,
  accuracy        real,
  battery         real,
  received_at     timestamptz NOT NULL,
  source          text NOT NULL
);
CREATE INDEX latest_positions_organization_idx ON latest_positions (organization_id);

-- The durable queue of tracking work (decision 0061). A job is written in the transaction that stores what
-- it is about, so an acknowledged position always has its job. Workers claim ready jobs with
-- FOR UPDATE SKIP LOCKED, set locked_until as a lease (a dead worker's job comes back when it expires) and
-- delete a job once done.
CREATE TABLE tracking_jobs (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  resource_id     integer REFERENCES resources (id) ON DELETE CASCADE,
  payload         jsonb NOT NULL DEFAULT '{}',
  available_at    timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_jobs_ready_idx ON tracking_jobs (available_at, id);
CREATE INDEX tracking_jobs_organization_idx ON tracking_jobs (organization_id);
-- One waiting job per resource and kind: a burst of batches for a truck widens that job's time range
-- instead of queueing the same engine run a hundred times. A job a worker holds is not waiting, so a
-- position that arrives while it runs gets a new job.
CREATE UNIQUE INDEX tracking_jobs_waiting_idx ON tracking_jobs (kind, resource_id)
  WHERE locked_until IS NULL;
