-- Fees a person can plan with, and coverage that names the plan. Both the application and the listing hold them
-- (an approval copies them). `rate` stays the fee of an individual session; session_minutes is its length.
-- couples_fee: an optional couples or family session fee. A sliding scale may state its lowest fee
-- (sliding_scale_min, never above the individual fee) and whether spots are open; both are cleared when there is
-- no sliding scale. free_consultation_minutes: the length of a free consultation (NULL: none offered).
-- receipt_designation: the designation receipts name (RP, RSW, C.Psych...). direct_billing: the insurers, among
-- insurance_providers, that the therapist bills directly; on a listing, direct_billing_confirmed_at is when the
-- therapist last confirmed that list (a claim older than 12 months is not shown or searched until confirmed again).
ALTER TABLE therapists
  ADD COLUMN session_minutes smallint NOT NULL DEFAULT 50,
  ADD COLUMN couples_fee numeric(10,2),
  ADD COLUMN sliding_scale boolean NOT NULL DEFAULT false,
  ADD COLUMN sliding_scale_min numeric(10,2),
  ADD COLUMN sliding_scale_open boolean NOT NULL DEFAULT false,
  ADD COLUMN free_consultation_minutes smallint,
  ADD COLUMN receipt_designation text,
  ADD COLUMN direct_billing text[] NOT NULL DEFAULT '{}',
  ADD COLUMN direct_billing_confirmed_at timestamptz,
  ADD CONSTRAINT therapists_session_minutes_check CHECK (session_minutes IN (30, 45, 50, 60, 75, 90)),
  ADD CONSTRAINT therapists_couples_fee_check CHECK (couples_fee IS NULL OR couples_fee >= 0),
  ADD CONSTRAINT therapists_sliding_scale_check CHECK (
    (sliding_scale OR (sliding_scale_min IS NULL AND NOT sliding_scale_open))
    AND (sliding_scale_min IS NULL OR (sliding_scale_min >= 0 AND (rate IS NULL OR sliding_scale_min <= rate)))),
  ADD CONSTRAINT therapists_free_consultation_check CHECK (free_consultation_minutes IN (10, 15, 20, 30)),
  ADD CONSTRAINT therapists_receipt_designation_check
    CHECK (receipt_designation IN ('RP', 'RP (Qualifying)', 'RSW', 'C.Psych.', 'C.Psych.Assoc.', 'RMFT', 'CCC', 'OT Reg. (Ont.)')),
  ADD CONSTRAINT therapists_direct_billing_insured CHECK (direct_billing <@ insurance_providers);
ALTER TABLE therapist_submissions
  ADD COLUMN session_minutes smallint NOT NULL DEFAULT 50,
  ADD COLUMN couples_fee numeric(10,2),
  ADD COLUMN sliding_scale boolean NOT NULL DEFAULT false,
  ADD COLUMN sliding_scale_min numeric(10,2),
  ADD COLUMN sliding_scale_open boolean NOT NULL DEFAULT false,
  ADD COLUMN free_consultation_minutes smallint,
  ADD COLUMN receipt_designation text,
  ADD COLUMN direct_billing text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT therapist_submissions_session_minutes_check CHECK (session_minutes IN (30, 45, 50, 60, 75, 90)),
  ADD CONSTRAINT therapist_submissions_couples_fee_check CHECK (couples_fee IS NULL OR couples_fee >= 0),
  ADD CONSTRAINT therapist_submissions_sliding_scale_check CHECK (
    (sliding_scale OR (sliding_scale_min IS NULL AND NOT sliding_scale_open))
    AND (sliding_scale_min IS NULL OR (sliding_scale_min >= 0 AND (rate IS NULL OR sliding_scale_min <= rate)))),
  ADD CONSTRAINT therapist_submissions_free_consultation_check CHECK (free_consultation_minutes IN (10, 15, 20, 30)),
  ADD CONSTRAINT therapist_submissions_receipt_designation_check
    CHECK (receipt_designation IN ('RP', 'RP (Qualifying)', 'RSW', 'C.Psych.', 'C.Psych.Assoc.', 'RMFT', 'CCC', 'OT Reg. (Ont.)')),
  ADD CONSTRAINT therapist_submissions_direct_billing_insured CHECK (direct_billing <@ insurance_providers);

-- The refresh job's walk: listings whose direct billing claim ages past 12 months.
CREATE INDEX therapists_direct_billing_confirmed_idx ON therapists (direct_billing_confirmed_at)
  WHERE status = 'approved' AND direct_billing <> '{}';
