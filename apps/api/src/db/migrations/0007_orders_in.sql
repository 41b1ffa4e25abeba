-- Orders-in: what a re-sent order is compared with, and a carrier that is not on Cargolens.
-- The fingerprint lets a sender re-send the same order (EDI retries, at-least-once integrations) without the
-- order changing, its version moving or its updated date being touched.
ALTER TABLE orders ADD COLUMN input_fingerprint text;
-- ALLOW_UNKNOWN_CARRIER: the carrier named by the sender, kept as written when no agency on Cargolens matches.
ALTER TABLE tours ADD COLUMN unknown_carrier_name text;
