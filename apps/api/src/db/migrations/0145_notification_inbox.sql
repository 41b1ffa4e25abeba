-- The user's notification inbox (decision 0180): the bell reads each user's unread count on every page, so it
-- gets a partial index that holds only unread rows; and every new notification, or one read in another tab,
-- is announced on its own channel with the user's id, so each open event stream of that user hears of it
-- however the row was written (the carrier ETA reminder today, later rules tomorrow). NOTIFY is delivered on
-- commit and PostgreSQL folds identical payloads of one transaction, so marking many read announces once.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

CREATE FUNCTION notifications_announce_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cargolens_user_notifications', u.user_id::text)
  FROM (SELECT DISTINCT user_id FROM new_rows) u;
  RETURN NULL;
END $$;

CREATE FUNCTION notifications_announce_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a change of read state concerns the inbox (emailed_at is set after the mail went).
  PERFORM pg_notify('cargolens_user_notifications', u.user_id::text)
  FROM (SELECT DISTINCT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.read_at IS DISTINCT FROM o.read_at) u;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce_inserted();
CREATE TRIGGER notifications_read AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce_read();
