-- Who a therapist is, who they work with, and what makes their practice accessible, as codes from the lists in
-- app/reference/fit.ts. Both the application and the listing hold them (an approval copies them, the consent's
-- time included). An identity is stated only with the therapist's express consent, stored with its time: a
-- listing holds identity codes only while it holds that time, so withdrawing consent erases them.

-- Whether `codes` holds only codes of `allowed`, each once.
CREATE FUNCTION fit_codes_valid(codes text[], allowed text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT codes <@ allowed AND (SELECT count(DISTINCT code) FROM unnest(codes) AS code) = cardinality(codes)
$$;

ALTER TABLE therapists
  ADD COLUMN identity text[] NOT NULL DEFAULT '{}',
  ADD COLUMN identity_consent_at timestamptz,
  ADD COLUMN populations text[] NOT NULL DEFAULT '{}',
  ADD COLUMN access text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT therapists_identity_check CHECK (fit_codes_valid(identity, ARRAY['woman', 'man', 'non-binary',
    'two-spirit', 'trans', '2slgbtq', 'black', 'indigenous', 'racialized', 'first-nations', 'metis', 'inuit',
    'buddhist', 'christian', 'hindu', 'jewish', 'muslim', 'sikh', 'indigenous-spirituality', 'other-faith'])),
  ADD CONSTRAINT therapists_identity_consented CHECK (cardinality(identity) = 0 OR identity_consent_at IS NOT NULL),
  ADD CONSTRAINT therapists_populations_check CHECK (fit_codes_valid(populations, ARRAY['children', 'teens',
    'adults', 'seniors', 'couples', 'families', 'groups', 'newcomers', 'veterans', 'first-responders',
    '2slgbtq-clients', 'indigenous-clients'])),
  ADD CONSTRAINT therapists_access_check CHECK (fit_codes_valid(access, ARRAY['step-free', 'accessible-washroom',
    'evening-hours', 'weekend-hours', 'asl-lsq']));

ALTER TABLE therapist_submissions
  ADD COLUMN identity text[] NOT NULL DEFAULT '{}',
  ADD COLUMN identity_consent_at timestamptz,
  ADD COLUMN populations text[] NOT NULL DEFAULT '{}',
  ADD COLUMN access text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT therapist_submissions_identity_check CHECK (fit_codes_valid(identity, ARRAY['woman', 'man',
    'non-binary', 'two-spirit', 'trans', '2slgbtq', 'black', 'indigenous', 'racialized', 'first-nations', 'metis',
    'inuit', 'buddhist', 'christian', 'hindu', 'jewish', 'muslim', 'sikh', 'indigenous-spirituality',
    'other-faith'])),
  ADD CONSTRAINT therapist_submissions_identity_consented
    CHECK (cardinality(identity) = 0 OR identity_consent_at IS NOT NULL),
  ADD CONSTRAINT therapist_submissions_populations_check CHECK (fit_codes_valid(populations, ARRAY['children',
    'teens', 'adults', 'seniors', 'couples', 'families', 'groups', 'newcomers', 'veterans', 'first-responders',
    '2slgbtq-clients', 'indigenous-clients'])),
  ADD CONSTRAINT therapist_submissions_access_check CHECK (fit_codes_valid(access, ARRAY['step-free',
    'accessible-washroom', 'evening-hours', 'weekend-hours', 'asl-lsq']));
