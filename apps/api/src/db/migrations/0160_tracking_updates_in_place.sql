-- Every engine run rewrites its tours' stops (arrival, departure, ETA, summary state) and tracker state
-- (decision 0211). Room left on each page lets PostgreSQL write the new version beside the old one (a HOT
-- update) instead of adding an entry to each of the table's indexes, the trigram one of stops included, and
-- leaving a dead one behind. It applies to pages written from now on.
ALTER TABLE stops SET (fillfactor = 70);
ALTER TABLE tour_trackers SET (fillfactor = 50);
