-- The orders list of a tenant is "owner OR carrier", which no single per-organization index can walk in order.
-- Global sort indexes let PostgreSQL walk the requested order and stop after one page, filtering as it goes;
-- the per-organization filter indexes let it count the matches without visiting the table
-- (measured with npm run bench:api, docs/benchmarks.md).
CREATE INDEX orders_created_idx ON orders (created_at, id);
CREATE INDEX orders_reference_idx ON orders (reference, id);
CREATE INDEX orders_departure_asc_idx ON orders (departure_date ASC NULLS LAST, id ASC);
CREATE INDEX orders_departure_desc_idx ON orders (departure_date DESC NULLS LAST, id DESC);
CREATE INDEX orders_arrival_asc_idx ON orders (arrival_date ASC NULLS LAST, id ASC);
CREATE INDEX orders_arrival_desc_idx ON orders (arrival_date DESC NULLS LAST, id DESC);
CREATE INDEX orders_org_mode_idx ON orders (organization_id, transport_mode);
CREATE INDEX orders_carrier_mode_idx ON orders (carrier_organization_id, transport_mode);
CREATE INDEX orders_carrier_status_idx ON orders (carrier_organization_id, current_status);
