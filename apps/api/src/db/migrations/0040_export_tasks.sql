-- Order exports run as background tasks (issue 9, decision 0070): the request is kept here, a worker claims it,
-- writes the file under EXPORT_DIR and reports progress; a sweep removes files past expires_at.
--
-- The request is stored whole (the list's query, the columns, the caller's scope and display preferences) so
-- that any worker process, after any restart, writes the same file the caller asked for.
CREATE TABLE export_tasks (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- queued → running → done | failed; done → expired once its file is removed.
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired')),
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  -- The orders list's query parameters (filters and sort) as GET /api/orders takes them.
  query jsonb NOT NULL,
  columns text[] NOT NULL,
  -- Back-office callers export across organizations (the scope they had when they asked).
  all_organizations boolean NOT NULL DEFAULT false,
  lang text NOT NULL,
  timezone text NOT NULL,
  date_format text NOT NULL,
  unit_system text NOT NULL,
  progress integer NOT NULL DEFAULT 0,
  total integer,
  file_path text,
  file_size bigint,
  error text,
  -- A running task whose heartbeat stops (its process died) is claimed again; attempts bound the retries.
  attempts integer NOT NULL DEFAULT 0,
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz
);

-- The worker's claim: the oldest waiting (or abandoned) task.
CREATE INDEX export_tasks_claimable_idx ON export_tasks (created_at) WHERE status IN ('queued', 'running');
-- The sweep: finished files past their time.
CREATE INDEX export_tasks_expiring_idx ON export_tasks (expires_at) WHERE status IN ('done', 'failed');
CREATE INDEX export_tasks_owner_idx ON export_tasks (organization_id, user_id);
