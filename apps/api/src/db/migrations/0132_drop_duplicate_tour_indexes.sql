-- Two indexes that another index already is (decision 0160's measurements of what a create writes):
-- stops_tour_idx is stops (tour_id, sequence), the very columns of the unique key stops_tour_id_sequence_key,
-- which serves every lookup and ordered walk it served; tours_carrier_idx is tours (carrier_organization_id),
-- the leading column of tours_carrier_created_idx. Every new order wrote four entries into the first and one
-- into the second for nothing.
DROP INDEX stops_tour_idx;
DROP INDEX tours_carrier_idx;
