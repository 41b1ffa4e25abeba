-- An order passes through hubs, terminals and intermediate stops without loading or unloading there: its link
-- to such a stop has no activity (stops/stop-activity.ts in packages/domain).
ALTER TABLE order_stops ALTER COLUMN activity DROP NOT NULL;
