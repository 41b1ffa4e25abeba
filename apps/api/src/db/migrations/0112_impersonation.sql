-- Impersonation (platform-core §6 connect-as, decision 0142). A refresh token issued by an impersonation
-- remembers who really acts, so that a refreshed access token still says so.
ALTER TABLE refresh_tokens ADD COLUMN impersonator_user_id integer REFERENCES users (id) ON DELETE CASCADE;

-- Every write made while impersonating: who really acted, as whom, what and when. Kept when either user is
-- deleted (the ids stay, without a foreign key) because an audit trail must outlive what it describes.
CREATE TABLE impersonation_audit (
  id bigserial PRIMARY KEY,
  impersonator_user_id integer NOT NULL,
  impersonated_user_id integer NOT NULL,
  impersonated_organization_id integer NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  url text NOT NULL,
  resource_id text,
  status_code integer NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX impersonation_audit_impersonator ON impersonation_audit (impersonator_user_id, occurred_at);
CREATE INDEX impersonation_audit_impersonated ON impersonation_audit (impersonated_user_id, occurred_at);
