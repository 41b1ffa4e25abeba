-- Public tracking links of orders (issue 7, decision 0105). A link is a random 256-bit token: only its
-- SHA-256 is looked up (the public page finds the link by it), and the token itself is kept sealed
-- (AES-256-GCM under a key derived from the server secret) so that the owner can copy the link again while a
-- copy of the database alone opens nothing. An order has at most one live link; revoked ones stay, so that
-- their page can say "no longer available" instead of "not found".
CREATE TABLE order_public_links (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  token_sealed text NOT NULL,
  -- The light variant (the spec's PUBLIC_LINK light flag): status and ETA without the truck's position.
  is_light boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  revoked_at timestamptz,
  created_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX order_public_links_organization ON order_public_links (organization_id);
CREATE UNIQUE INDEX order_public_links_live ON order_public_links (order_id) WHERE revoked_at IS NULL;
