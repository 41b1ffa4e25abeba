-- order_counts (migrations 0003, 0016) had one row per owner, carrier, mode and statuses, updated by the
-- trigger of every insert, update or delete of an order. A transaction holds that row locked until it
-- commits, so concurrent creates of one organization queued behind each other's commit: under
-- npm run bench:orders-in most backends waited on Lock:transactionid, whatever the CPU left free
-- (decision 0057). Each key now has up to 8 slots, and a backend always writes the slot of its process id:
-- two connections rarely share a row, a transaction never touches another slot's rows (no new deadlock), and
-- a count sums at most 8 rows per key. A slot's n may go negative (an order counted in by one backend and out
-- by another); only the sum is meaningful.
ALTER TABLE order_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE order_counts DROP CONSTRAINT order_counts_pkey;
ALTER TABLE order_counts
  ADD PRIMARY KEY (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, slot);

CREATE OR REPLACE FUNCTION order_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_counts AS c (organization_id, carrier_organization_id, transport_mode, current_status,
                                 tour_status, slot, n)
  SELECT d.organization_id, d.carrier_organization_id, d.transport_mode, d.current_status, d.tour_status,
         (pg_backend_pid() % 8)::smallint, d.n
  FROM jsonb_to_recordset(deltas)
    AS d (organization_id integer, carrier_organization_id integer, transport_mode text, current_status text,
          tour_status text, n bigint)
  WHERE d.n <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, carrier_organization_id, transport_mode, current_status, tour_status, slot)
  DO UPDATE SET n = c.n + excluded.n;
$$;
