-- One row per sign-in from a device (platform-core §3 Device session, shown by GET /users/{id}/browser-logs).
-- The user agent is parsed once, at sign-in, so a list never parses; the raw header is kept (cut to 512
-- characters) so a better parser can re-read old rows. organization_id is the user's, for tenant scoping.
CREATE TABLE device_sessions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  refresh_token_id integer REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  app_version text,
  browser text,
  browser_version text,
  os text,
  os_version text,
  model text,
  device_uuid text,
  ip_address text,
  user_agent text,
  connected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_sessions_user ON device_sessions (user_id, connected_at DESC, id DESC);
CREATE INDEX device_sessions_organization ON device_sessions (organization_id);
