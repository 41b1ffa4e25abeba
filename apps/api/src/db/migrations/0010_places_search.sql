-- The address book's search (filter[search] of GET /places) matches a fragment anywhere in a place's name,
-- town, postal code or external id (ILIKE '%…%'); a trigram index answers those predicates unchanged
-- (pg_trgm is created by 0004). The list is sorted by name within an organization by default.
CREATE INDEX places_search_trgm_idx ON places USING gin (
  name gin_trgm_ops,
  town gin_trgm_ops,
  postal_code gin_trgm_ops,
  external_id gin_trgm_ops
);
CREATE INDEX places_organization_name_idx ON places (organization_id, name, id);
