-- Stop states decided once (decision 0065): the domain's stopStates result, stored on each stop by whoever
-- changes a tour's stops (orders-in, cancellation, the seeders, tracking), and the order's next stop point beside
-- the ETA state it already stores. The list and detail queries only read these; none derives them again.
ALTER TABLE stops
  ADD COLUMN summary_state text NOT NULL DEFAULT 'NOT_STARTED',
  ADD COLUMN is_done boolean NOT NULL DEFAULT false,
  ADD COLUMN is_next_stop boolean NOT NULL DEFAULT false,
  ADD COLUMN is_driving boolean NOT NULL DEFAULT false,
  ADD COLUMN is_on_site boolean NOT NULL DEFAULT false,
  ADD COLUMN is_on_site_late boolean NOT NULL DEFAULT false,
  ADD COLUMN is_completion_late boolean NOT NULL DEFAULT false;

ALTER TABLE orders ADD COLUMN next_stop_point text;

-- Rows written before this migration: a one-time translation of stopStates and nextStopPoint (decision 0065)
-- as they stand today. From now on only the application computes them.
WITH facts AS (
  SELECT s.id, s.is_skipped, s.arrived_at, s.left_at, t.status AS tour_status,
    NOT s.is_skipped AND (s.left_at IS NOT NULL OR (s.arrived_at IS NOT NULL
      AND s.sequence = max(s.sequence) OVER (PARTITION BY s.tour_id))) AS done,
    coalesce(s.arrived_at, s.left_at) > coalesce(greatest(s.appointment_start, s.appointment_end),
      greatest(s.planned_start, s.planned_end)) AS late,
    s.tour_id, s.sequence
  FROM stops s JOIN tours t ON t.id = s.tour_id
), nexts AS (
  SELECT DISTINCT ON (tour_id) id FROM facts WHERE NOT is_skipped AND NOT done ORDER BY tour_id, sequence
), states AS (
  SELECT f.*, f.arrived_at IS NOT NULL AND f.left_at IS NULL AND NOT f.is_skipped AS on_site,
    n.id IS NOT NULL AS next
  FROM facts f LEFT JOIN nexts n ON n.id = f.id
)
UPDATE stops s SET
  is_done = st.done,
  is_next_stop = st.next,
  is_driving = st.next AND st.tour_status <> 'NOT_STARTED' AND st.arrived_at IS NULL,
  is_on_site = st.on_site,
  is_on_site_late = st.on_site AND coalesce(st.late, false),
  is_completion_late = st.done AND coalesce(st.late, false),
  summary_state = CASE WHEN st.is_skipped THEN 'SKIPPED' WHEN st.done THEN 'FINISHED'
    WHEN st.arrived_at IS NOT NULL THEN 'IN_PROGRESS' ELSE 'NOT_STARTED' END
FROM states st
-- A stop nothing happened to that is not next keeps the defaults: no row to rewrite.
WHERE st.id = s.id AND (st.done OR st.next OR st.is_skipped OR st.arrived_at IS NOT NULL);

-- Orders with both stops behind them (most of a long history) keep NULL: no row to rewrite.
UPDATE orders o SET next_stop_point = next.point
FROM (
  SELECT o2.id, CASE
      WHEN ls.id IS NOT NULL AND NOT ls.is_done AND NOT ls.is_skipped THEN 'departure'
      WHEN ds.id IS NOT NULL AND NOT ds.is_done AND NOT ds.is_skipped THEN 'arrival'
    END AS point
  FROM orders o2
    LEFT JOIN stops ls ON ls.id = o2.loading_stop_id
    LEFT JOIN stops ds ON ds.id = o2.delivery_stop_id
  WHERE o2.cancelled_at IS NULL
) next
WHERE next.id = o.id AND next.point IS NOT NULL;
