-- The orders list filters on the status of the order's tour (platform-core §3 search fields). At 1,000,000
-- orders, counting "FTL orders whose tour is not finished" joined every FTL order to its tour: 270 ms of
-- database time per page in npm run bench:api, where every other count takes a fraction of a millisecond.
-- Each order now carries its tour's status, kept by triggers in the writing transaction (an order takes it
-- from its tour when written; a tour passes a new status on to its orders), and order_counts keys on it too,
-- so that filter is answered from the counters like status and transport mode (decision 0022).
DROP TRIGGER order_counts_insert ON orders;
DROP TRIGGER order_counts_delete ON orders;
DROP TRIGGER order_counts_update ON orders;
DROP FUNCTION order_counts_on_insert();
DROP FUNCTION order_counts_on_delete();
DROP FUNCTION order_counts_on_update();
DROP FUNCTION order_counts_apply(jsonb);
DROP TABLE order_counts;

ALTER TABLE orders ADD COLUMN tour_status text;
UPDATE orders o SET tour_status = t.status FROM tours t WHERE t.id = o.tour_id;

CREATE FUNCTION orders_take_tour_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tour_status := (SELECT status FROM tours WHERE id = NEW.tour_id);
  RETURN NEW;
END $$;
CREATE TRIGGER orders_tour_status BEFORE INSERT OR UPDATE OF tour_id, tour_status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_take_tour_status();

CREATE FUNCTION tours_pass_status_to_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET tour_status = NEW.status WHERE tour_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER tours_status_to_orders AFTER UPDATE OF status ON tours
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION tours_pass_status_to_orders();

CREATE TABLE order_counts (
  organization_id         integer NOT NULL,
  -- 0 when the order has no carrier, '' when it has no tour: primary key columns cannot be NULL.
  carrier_organization_id integer NOT NULL,
  transport_mode          text NOT NULL,
  current_status          text NOT NULL,
  tour_status             text NOT NULL,
  n                       bigint NOT NULL,
  PRIMARY KEY (organization_id, carrier_organization_id, transport_mode, current_status, tour_status)
);
CREATE INDEX order_counts_carrier_idx ON order_counts (carrier_organization_id);

-- Applies the net change of one statement, in key order so that concurrent statements never deadlock.
CREATE FUNCTION order_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status,
                                 tour_status, n)
  SELECT d.organization_id, d.carrier_organization_id, d.transport_mode, d.current_status, d.tour_status, d.n
  FROM jsonb_to_recordset(deltas)
    AS d (organization_id integer, carrier_organization_id integer, transport_mode text, current_status text,
          tour_status text, n bigint)
  WHERE d.n <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status, tour_status)
  DO UPDATE SET n = c.n + excluded.n;
$$;

CREATE FUNCTION order_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
             transport_mode, current_status, coalesce(tour_status, '') AS tour_status, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;

CREATE FUNCTION order_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
             transport_mode, current_status, coalesce(tour_status, '') AS tour_status, -count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;

CREATE FUNCTION order_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, carrier_organization_id, transport_mode, current_status, tour_status, sum(n) AS n
      FROM (
        SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
               transport_mode, current_status, coalesce(tour_status, '') AS tour_status, -1 AS n FROM old_rows
        UNION ALL
        SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status,
               coalesce(tour_status, ''), 1
        FROM new_rows
      ) moved
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(n) <> 0
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;

CREATE TRIGGER order_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_insert();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_delete();
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_update();

INSERT INTO order_counts (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, n)
SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status,
       coalesce(tour_status, ''), count(*)
FROM orders GROUP BY 1, 2, 3, 4, 5;
