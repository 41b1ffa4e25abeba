-- The orders list's remaining filters and sorts (platform-core §3 "Order and tour search-field mapping") and
-- the user settings that keep its columns, saved filter sets and rows per page (decision 0040).
--
-- The list walks a global sort index and stops after one page, and counts matches per share (owned, carried;
-- decision 0022). A filter on the order's first or last stop, its truck, its carrier or its goods is answered
-- from the other side when it is selective: find the few stops, trucks or organizations that match, then their
-- orders by key. These indexes give the planner that path; without them each such filter reads every order
-- (measured with npx tsx bench/api/explain.ts, docs/benchmarks.md).

-- Departure (loading) and arrival (delivery) place: name, town and postal code by fragment or prefix (trigrams),
-- country by code, then the orders whose first or last stop it is.
CREATE INDEX stops_place_names_trgm_idx ON stops USING gin (
  name gin_trgm_ops,
  town gin_trgm_ops,
  postal_code gin_trgm_ops
);
CREATE INDEX stops_country_idx ON stops (country);
CREATE INDEX orders_loading_stop_idx ON orders (loading_stop_id);
CREATE INDEX orders_delivery_stop_idx ON orders (delivery_stop_id);

-- Contract number and cargo description by fragment; the consignment reference already has its trigrams (0004).
CREATE INDEX orders_contract_cargo_trgm_idx ON orders USING gin (
  contract_number gin_trgm_ops,
  cargo_description gin_trgm_ops
);

-- The next stop's ETA state, counted per share like status and transport mode.
CREATE INDEX orders_org_eta_state_idx ON orders (organization_id, next_stop_eta_state);
CREATE INDEX orders_carrier_eta_state_idx ON orders (carrier_organization_id, next_stop_eta_state);

-- Cargo type: the goods lines of a type, then their orders.
CREATE INDEX goods_type_order_idx ON goods (goods_type, order_id);

-- Paired truck by label when it is not on Cargolens (ALLOW_UNKNOWN_MEAN keeps it by name), and a carrier kept by
-- name (ALLOW_UNKNOWN_CARRIER). Known trucks and carriers are found in their own small tables.
CREATE INDEX tours_unknown_vehicle_trgm_idx ON tours USING gin (vehicle gin_trgm_ops)
  WHERE resource_id IS NULL AND vehicle IS NOT NULL;
CREATE INDEX tours_unknown_carrier_trgm_idx ON tours USING gin (unknown_carrier_name gin_trgm_ops)
  WHERE unknown_carrier_name IS NOT NULL;

-- Sorting by client reference walks these like the other sorts of 0002 (undated/unset last both ways).
CREATE INDEX orders_client_reference_asc_idx ON orders (client_reference ASC NULLS LAST, id ASC);
CREATE INDEX orders_client_reference_desc_idx ON orders (client_reference DESC NULLS LAST, id DESC);

-- User settings: one setting per type and user, except bookmarks, which a user keeps several of under distinct
-- names. The data is a JSON object; a label stays short.
CREATE UNIQUE INDEX user_settings_one_per_type_idx ON user_settings (user_id, type)
  WHERE type NOT IN ('mapBookmarks', 'orderBookmarks', 'toursBookmarks');
CREATE UNIQUE INDEX user_settings_bookmark_label_idx ON user_settings (user_id, type, label)
  WHERE type IN ('mapBookmarks', 'orderBookmarks', 'toursBookmarks');
ALTER TABLE user_settings
  ADD CONSTRAINT user_settings_data_object CHECK (jsonb_typeof(data) = 'object'),
  ADD CONSTRAINT user_settings_label_length CHECK (label IS NULL OR length(label) BETWEEN 1 AND 80),
  ADD CONSTRAINT user_settings_bookmark_label CHECK (
    type NOT IN ('mapBookmarks', 'orderBookmarks', 'toursBookmarks') OR label IS NOT NULL
  );
