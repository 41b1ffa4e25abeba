-- Time-driven tracking rules (issue 7 §3, decisions 0150–0152): what the scheduled rules store so each fact is
-- decided once, published once, and cleared when it no longer holds.

-- One row per scheduled job: a process runs it only after claiming the row (FOR UPDATE SKIP LOCKED) and
-- moving next_run_at, so several processes share the schedule and a rule runs once per period.
CREATE TABLE scheduled_runs (
  name          text PRIMARY KEY,
  next_run_at   timestamptz NOT NULL,
  last_run_at   timestamptz,
  last_error    text
);

-- GPS recency (shipment-domain §4: RECENT within 60 min, OUTDATED, NONE) as last stored, so a change is
-- written and published once.
ALTER TABLE resources ADD COLUMN gps_recency text CHECK (gps_recency IN ('RECENT', 'OUTDATED', 'NONE'));
ALTER TABLE tours
  ADD COLUMN gps_recency text CHECK (gps_recency IN ('RECENT', 'OUTDATED', 'NONE')),
  -- A tour under way whose truck fell silent (decision 0151): when, until positions come back.
  ADD COLUMN silent_since timestamptz;

ALTER TABLE stops
  -- The stop's external ETA was worked out over 60 minutes ago: it no longer leads (decision 0152). A newer
  -- external ETA clears it.
  ADD COLUMN external_eta_deprecated boolean NOT NULL DEFAULT false,
  -- The delivery-delay workflow opened: the stop was found late then (decision 0150).
  ADD COLUMN late_since timestamptz;

-- What a user is told (the carrier ETA reminder first). The key names the fact, so a rule running twice, or in
-- two processes, tells nobody twice: UNIQUE (user_id, notification_key).
CREATE TABLE notifications (
  id                bigserial PRIMARY KEY,
  organization_id   integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind              text NOT NULL,
  notification_key  text NOT NULL,
  tour_id           integer REFERENCES tours (id) ON DELETE CASCADE,
  stop_id           integer REFERENCES stops (id) ON DELETE CASCADE,
  details           jsonb NOT NULL DEFAULT '{}',
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- Set once the email went out (only for users with receive_mail, and when mail is on).
  emailed_at        timestamptz,
  read_at           timestamptz,
  UNIQUE (user_id, notification_key)
);
CREATE INDEX notifications_organization_idx ON notifications (organization_id);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at);
