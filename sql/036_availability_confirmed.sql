-- Availability with a date. A waitlist carries an approximate wait (NULL when unknown, and always NULL when the
-- listing is not a waitlist: the trigger clears it when the state changes). A listing's availability was last
-- confirmed at availability_confirmed_at (approval, an edit of it, or the therapist saying it is still accurate;
-- NULL: never); availability_reminded_at is when the last reminder to confirm it was sent. A listing that exists
-- when this runs counts as confirmed now: its first reminder goes out 14 days later, and it says "not confirmed
-- recently" only if its therapist has not answered within 30 days (rather than every listing at once, today).
ALTER TABLE therapists
  ADD COLUMN accepting_wait text,
  ADD COLUMN availability_confirmed_at timestamptz DEFAULT now(),
  ADD COLUMN availability_reminded_at timestamptz,
  ADD CONSTRAINT therapists_accepting_wait_check
    CHECK (accepting_wait IS NULL
      OR (accepting_wait IN ('under-2-weeks', '2-6-weeks', 'over-6-weeks') AND accepting_clients = 'waitlist'));
ALTER TABLE therapist_submissions
  ADD COLUMN accepting_wait text,
  ADD CONSTRAINT therapist_submissions_accepting_wait_check
    CHECK (accepting_wait IS NULL
      OR (accepting_wait IN ('under-2-weeks', '2-6-weeks', 'over-6-weeks') AND accepting_clients = 'waitlist'));

CREATE FUNCTION clear_accepting_wait() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.accepting_clients <> 'waitlist' THEN NEW.accepting_wait := NULL; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER therapists_clear_accepting_wait BEFORE INSERT OR UPDATE OF accepting_clients, accepting_wait
  ON therapists FOR EACH ROW EXECUTE FUNCTION clear_accepting_wait();
CREATE TRIGGER therapist_submissions_clear_accepting_wait BEFORE INSERT OR UPDATE OF accepting_clients, accepting_wait
  ON therapist_submissions FOR EACH ROW EXECUTE FUNCTION clear_accepting_wait();

-- The reminder job's walk: approved listings by their last confirmation.
CREATE INDEX therapists_availability_confirmed_idx ON therapists (availability_confirmed_at) WHERE status = 'approved';
