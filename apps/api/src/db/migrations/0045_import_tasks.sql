-- CSV imports as durable background tasks (shipment-domain §3 Import task, §4 statuses). The uploaded file
-- lives in the database in chunks so any API process can run the task and a restart can resume it.
CREATE TABLE import_tasks (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('place', 'user', 'mobile', 'telematic_resource')),
  action text NOT NULL DEFAULT 'create' CHECK (action IN ('create')),
  name text NOT NULL,
  dry_run boolean NOT NULL,
  -- §4: pending (shown In progress), succeeded, failed, canceled. A failed task with correct lines and no
  -- global error is partially successful.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
  encoding text NOT NULL,
  delimiter text NOT NULL,
  file_size bigint NOT NULL,
  -- Statistics: data lines in the file, lines handled so far (committed with the lines they wrote, so a
  -- resumed task skips exactly those), lines accepted and lines rejected.
  lines_total integer NOT NULL,
  lines_done integer NOT NULL DEFAULT 0,
  lines_ok integer NOT NULL DEFAULT 0,
  lines_error integer NOT NULL DEFAULT 0,
  -- Per-line errors: [{ line, label, values, errors: [{ field, code, message }] }], the first few thousand.
  errors jsonb NOT NULL DEFAULT '[]',
  global_error text,
  attempts integer NOT NULL DEFAULT 0,
  -- A worker holds a task until this instant and renews it with every batch; a task whose claim lapsed
  -- (its process died) is claimed again and resumes after lines_done.
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_tasks_organization_idx ON import_tasks (organization_id, created_at DESC, id DESC);
CREATE INDEX import_tasks_pending_idx ON import_tasks (id) WHERE status = 'pending';

CREATE TABLE import_task_chunks (
  task_id integer NOT NULL REFERENCES import_tasks (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (task_id, seq)
);
