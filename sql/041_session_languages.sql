-- The languages a listing's sessions are held in, as BCP 47 codes from the list in app/reference/languages.ts
-- (English, French, the common languages of Ontario, ASL and LSQ). Both the application and the listing hold them
-- (an approval copies them); every listing states at least one, each once; a listing from before states English.

-- Whether `codes` is a valid languages value: at least one code, every code from the list, none twice.
CREATE FUNCTION session_languages_valid(codes text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT cardinality(codes) >= 1
    AND codes <@ ARRAY['en', 'fr', 'am', 'ar', 'ase', 'yue', 'gu', 'hi', 'it', 'ko', 'fcs', 'cmn', 'fa', 'pl', 'pt',
                       'pa', 'ru', 'so', 'es', 'tl', 'ta', 'ti', 'ur', 'vi']::text[]
    AND (SELECT count(DISTINCT code) FROM unnest(codes) AS code) = cardinality(codes)
$$;

ALTER TABLE therapists
  ADD COLUMN languages text[] NOT NULL DEFAULT '{en}',
  ADD CONSTRAINT therapists_languages_check CHECK (session_languages_valid(languages));
ALTER TABLE therapist_submissions
  ADD COLUMN languages text[] NOT NULL DEFAULT '{en}',
  ADD CONSTRAINT therapist_submissions_languages_check CHECK (session_languages_valid(languages));
