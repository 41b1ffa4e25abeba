-- Users administration (issue 8, decisions 0125 and 0126).
-- phone: E.164 as libphonenumber parses it (shipment-domain §5), null when none was given.
-- deleted_at: a deleted user keeps its row, so the orders, events and comments that name it stay whole;
--   deletion also sets deactivated_at, so every "active users only" query already leaves it out.
-- access_version: bumped whenever a user's existing sessions must stop (deactivation, deletion, a change of
--   roles); every access token carries the version it was signed with and is refused once it is behind.
ALTER TABLE users ADD COLUMN phone text;
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
ALTER TABLE users ADD COLUMN access_version integer NOT NULL DEFAULT 0;
CREATE INDEX users_organization_live_idx ON users (organization_id, lastname, firstname) WHERE deleted_at IS NULL;
