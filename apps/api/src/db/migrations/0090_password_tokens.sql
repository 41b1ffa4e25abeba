-- One-time links that let a user choose a password (decision 0120): the invitation of an imported user and
-- the forgotten-password reset. Only the SHA-256 of the token is stored, so a leaked table opens no account;
-- used_at makes a link single use.
CREATE TABLE password_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_tokens_user ON password_tokens (user_id, created_at);

-- Forgotten-password requests per client address, for the rate limit shared by every API process.
CREATE TABLE password_reset_requests (
  id bigserial PRIMARY KEY,
  ip_address text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_ip ON password_reset_requests (ip_address, requested_at);
