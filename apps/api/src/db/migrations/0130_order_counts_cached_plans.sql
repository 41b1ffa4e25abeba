-- The order_counts triggers (migrations 0016, 0025) passed their deltas as JSON to order_counts_apply, a
-- LANGUAGE sql function. PostgreSQL parses, analyses and plans the body of such a function on every call (its
-- plan is not kept between executions of the calling statement), so every statement that wrote orders paid a
-- full parse and plan of the upsert, plus building and unpacking the JSON: a CPU profile of the PostgreSQL
-- backends under npm run bench:orders-in put ≈ 13 % of their time in this trigger (decision 0160). The
-- triggers now upsert from their transition tables directly, in PL/pgSQL, which keeps each statement's plan for
-- the session. Same keys, same slots (pg_backend_pid() % 8), same lock order (ORDER BY the key), same sums.
CREATE OR REPLACE FUNCTION order_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status,
                                 tour_status, slot, n)
  SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status,
         coalesce(tour_status, ''), (pg_backend_pid() % 8)::smallint, count(*)
  FROM new_rows
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, slot)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION order_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status,
                                 tour_status, slot, n)
  SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status,
         coalesce(tour_status, ''), (pg_backend_pid() % 8)::smallint, -count(*)
  FROM old_rows
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, slot)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION order_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status,
                                 tour_status, slot, n)
  SELECT organization_id, carrier_organization_id, transport_mode, current_status, tour_status,
         (pg_backend_pid() % 8)::smallint, sum(n)
  FROM (
    SELECT organization_id, coalesce(carrier_organization_id, 0) AS carrier_organization_id, transport_mode,
           current_status, coalesce(tour_status, '') AS tour_status, -1 AS n
    FROM old_rows
    UNION ALL
    SELECT organization_id, coalesce(carrier_organization_id, 0), transport_mode, current_status,
           coalesce(tour_status, ''), 1
    FROM new_rows
  ) moved
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, slot)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

DROP FUNCTION order_counts_apply(jsonb);
