-- Every paged list reports its total items (platform-core §3). Counting a large tenant's orders on each page
-- walked ~14,000 index entries per request and was most of the database's time in npm run bench:api.
-- order_counts keeps the number of orders per owner, carrier, transport mode and status, maintained by
-- statement-level triggers in the same transaction as the change, so it is never stale; a list filtered only
-- on those columns sums a handful of rows instead (decision 0022). Other filters still count the orders.
CREATE TABLE order_counts (
  organization_id         integer NOT NULL,
  -- 0 when the order has no carrier: a primary key column cannot be NULL, and no organization has id 0.
  carrier_organization_id integer NOT NULL,
  transport_mode          text NOT NULL,
  current_status          text NOT NULL,
  n                       bigint NOT NULL,
  PRIMARY KEY (organization_id, carrier_organization_id, transport_mode, current_status)
);
CREATE INDEX order_counts_carrier_idx ON order_counts (carrier_organization_id);

-- Applies the net change of one statement, in key order so that concurrent statements never deadlock.
CREATE FUNCTION order_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status, n)
  SELECT d.organization_id, d.carrier_organization_id, d.transport_mode, d.current_status, d.n
  FROM jsonb_to_recordset(deltas)
    AS d (organization_id integer, carrier_organization_id integer, transport_mode text, current_status text, n bigint)
  WHERE d.n <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status)
  DO UPDATE SET n = c.n + excluded.n;
$$;

CREATE FUNCTION order_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
             transport_mode, current_status, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3, 4
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;

CREATE FUNCTION order_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
             transport_mode, current_status, -count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3, 4
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;

CREATE FUNCTION order_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_apply(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT organization_id, carrier_organization_id, transport_mode, current_status, sum(n) AS n
      FROM (
        SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id,
               transport_mode, current_status, -1 AS n FROM old_rows
        UNION ALL
        SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status, 1
        FROM new_rows
      ) moved
      GROUP BY 1, 2, 3, 4
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

INSERT INTO order_counts (organization_id, carrier_organization_id, transport_mode, current_status, n)
SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status, count(*)
FROM orders GROUP BY 1, 2, 3, 4;
