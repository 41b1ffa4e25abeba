-- Single sign-on (decision 0135): one OpenID Connect provider per organization, reached by one or more login
-- hints (/auth/sso/{loginHint}). The client secret is stored sealed (AES-256-GCM, JWE "dir") under a key derived
-- from the server secret, so a copy of the database alone does not hold it; a public client has none (PKCE only).
CREATE TABLE sso_providers (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL UNIQUE REFERENCES organizations (id) ON DELETE CASCADE,
  issuer_url text NOT NULL,
  client_id text NOT NULL,
  client_secret_sealed text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Hints are kept lower-case: /auth/sso/Durand and /auth/sso/durand reach the same provider.
CREATE TABLE sso_login_hints (
  hint text PRIMARY KEY CHECK (hint = lower(hint) AND hint ~ '^[a-z0-9][a-z0-9._-]{0,79}$'),
  provider_id integer NOT NULL REFERENCES sso_providers (id) ON DELETE CASCADE
);
CREATE INDEX sso_login_hints_provider ON sso_login_hints (provider_id);

-- The provider's subject a user signed in with, once linked: later sign-ins find the user by it, so an
-- email changed or reused at the provider does not move the account.
CREATE TABLE sso_identities (
  provider_id integer NOT NULL REFERENCES sso_providers (id) ON DELETE CASCADE,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, subject)
);
CREATE INDEX sso_identities_user ON sso_identities (user_id);
