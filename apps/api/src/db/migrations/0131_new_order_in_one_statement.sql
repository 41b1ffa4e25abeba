-- An order takes its tour's status when written (migration 0016). A new order's tour is now inserted in the
-- same statement as the order (decision 0161): its row is not visible yet to this BEFORE INSERT trigger, so the
-- order carries the status its new tour is written with, and the trigger keeps that status when it finds no
-- tour row. A tour that exists still decides (the order cannot disagree with it), and an order without a tour
-- still has none; the foreign key rejects a tour that exists nowhere at the end of the statement.
CREATE OR REPLACE FUNCTION orders_take_tour_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tour_id IS NULL THEN
    NEW.tour_status := NULL;
  ELSE
    NEW.tour_status := coalesce((SELECT status FROM tours WHERE id = NEW.tour_id), NEW.tour_status);
  END IF;
  RETURN NEW;
END $$;
