-- The ETA a stop shows, decided once when the stop is stored (decision 0224): the tracking worker writes it with
-- the delay status judged on it, and every reader shows it instead of choosing again between the engine's ETA and
-- an external one. Until now only the orders presenter chose; the public page, tours, homepage and global map
-- showed the engine's ETA beside a status judged on the external one.
ALTER TABLE stops
  ADD COLUMN shown_eta             timestamptz,
  ADD COLUMN shown_eta_source      text,
  ADD COLUMN shown_eta_slot_start  timestamptz,
  ADD COLUMN shown_eta_slot_end    timestamptz,
  ADD COLUMN shown_eta_deprecated  boolean NOT NULL DEFAULT false;

-- The rows stored before: the choice the domain's shownEta makes, once, for what is already there. The engine's
-- ETA first; then a stop still ahead whose external ETA leads (current, or deprecated with no engine ETA).
UPDATE stops SET shown_eta = eta, shown_eta_source = coalesce(eta_source, 'internal'),
  shown_eta_slot_start = eta_slot_start, shown_eta_slot_end = eta_slot_end
WHERE eta IS NOT NULL;

UPDATE stops SET shown_eta = external_eta, shown_eta_source = coalesce(external_eta_source, 'external'),
  shown_eta_slot_start = external_eta_slot_start, shown_eta_slot_end = external_eta_slot_end,
  shown_eta_deprecated = external_eta_deprecated
WHERE external_eta IS NOT NULL AND NOT is_skipped AND arrived_at IS NULL AND left_at IS NULL
  AND (NOT external_eta_deprecated OR eta IS NULL);
