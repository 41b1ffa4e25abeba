-- The orders list's search (filter[search]) matches a fragment anywhere in the order's reference, client,
-- consignment or booking reference (ILIKE '%…%'). Without an index that reads every order of the table: 180 ms
-- for a page and 100 ms for its count on 100,000 orders (npx tsx bench/api/explain.ts). A trigram index answers
-- the same predicates, unchanged, for any fragment of three characters or more. pg_trgm is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it; PGlite loads it at start (db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX orders_references_trgm_idx ON orders USING gin (
  reference gin_trgm_ops,
  client_reference gin_trgm_ops,
  consignment_reference gin_trgm_ops,
  booking_reference gin_trgm_ops
);
