-- Portfolios (platform-core §3, §7; decision 0190): named groups of customer organizations that back-office
-- users (account managers, support) follow. Platform-wide, owned by the back office, not by a tenant.
CREATE TABLE portfolios (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description text CHECK (length(description) <= 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- Names are unique whatever the case of their letters, as organization names are.
CREATE UNIQUE INDEX portfolios_name_key ON portfolios (lower(name));

CREATE TABLE portfolio_organizations (
  portfolio_id    integer NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  PRIMARY KEY (portfolio_id, organization_id)
);
-- "Which portfolios hold this organization" (organization form, filter[portfolio]).
CREATE INDEX portfolio_organizations_organization_idx ON portfolio_organizations (organization_id);

CREATE TABLE portfolio_users (
  portfolio_id integer NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (portfolio_id, user_id)
);
-- GET /my-portfolios reads by user.
CREATE INDEX portfolio_users_user_idx ON portfolio_users (user_id);
