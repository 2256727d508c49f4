-- A listing's (and an application's) fee_range is its fees in one line of text, made from the fees themselves each
-- time a row is written: it was free text no form wrote, filled by the demo data, and stayed as it was when the
-- therapist saved other fees ("$125 individual, $155 couples" beside a rate of 140 and a couples fee of 190.50).
-- Amounts as the fees are written ("$140", "$190.50"); null when no fee is stated.

CREATE FUNCTION fee_amount(amount numeric) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '$' || CASE WHEN amount = trunc(amount) THEN trunc(amount)::text ELSE round(amount, 2)::text END
$$;

CREATE FUNCTION fee_range_of(
  rate numeric, session_minutes smallint, couples_fee numeric, sliding_scale boolean, sliding_scale_min numeric,
  free_consultation_minutes smallint
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN line <> '' THEN upper(left(line, 1)) || substr(line, 2) END
  FROM (SELECT concat_ws('; ',
    CASE WHEN rate IS NOT NULL THEN fee_amount(rate) || ' per ' || session_minutes || '-minute session' END,
    CASE WHEN couples_fee IS NOT NULL THEN fee_amount(couples_fee) || ' per couples or family session' END,
    CASE WHEN sliding_scale THEN 'sliding scale' || coalesce(' from ' || fee_amount(sliding_scale_min), '') END,
    CASE WHEN free_consultation_minutes IS NOT NULL
      THEN 'free ' || free_consultation_minutes || '-minute consultation' END
  ) AS line) l
$$;

CREATE FUNCTION set_fee_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fee_range := fee_range_of(NEW.rate, NEW.session_minutes, NEW.couples_fee, NEW.sliding_scale,
    NEW.sliding_scale_min, NEW.free_consultation_minutes);
  RETURN NEW;
END $$;

CREATE TRIGGER therapists_fee_range BEFORE INSERT OR UPDATE OF rate, session_minutes, couples_fee, sliding_scale,
  sliding_scale_min, free_consultation_minutes, fee_range
  ON therapists FOR EACH ROW EXECUTE FUNCTION set_fee_range();
CREATE TRIGGER therapist_submissions_fee_range BEFORE INSERT OR UPDATE OF rate, session_minutes, couples_fee,
  sliding_scale, sliding_scale_min, free_consultation_minutes, fee_range
  ON therapist_submissions FOR EACH ROW EXECUTE FUNCTION set_fee_range();

-- Every row's, now (its last change stays when it was: this is no change of the therapist's).
ALTER TABLE therapists DISABLE TRIGGER therapists_set_updated_at;
UPDATE therapists SET fee_range = NULL;
ALTER TABLE therapists ENABLE TRIGGER therapists_set_updated_at;
ALTER TABLE therapist_submissions DISABLE TRIGGER therapist_submissions_set_updated_at;
UPDATE therapist_submissions SET fee_range = NULL;
ALTER TABLE therapist_submissions ENABLE TRIGGER therapist_submissions_set_updated_at;
