-- The whole current schema, generated from the migrations in this folder by `npm run db:schema`.
-- Do not edit: change the schema with a new migration, then regenerate this file (a test compares them).

SET check_function_bodies = false;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE TEXT SEARCH CONFIGURATION directory (PARSER = "default");
ALTER TEXT SEARCH CONFIGURATION directory ADD MAPPING FOR asciiword, word, hword_part, hword_asciipart, asciihword, hword WITH unaccent, simple;
ALTER TEXT SEARCH CONFIGURATION directory ADD MAPPING FOR numword, email, url, host, sfloat, version, hword_numpart, numhword, url_path, file, float, int, uint WITH simple;

CREATE TEXT SEARCH CONFIGURATION directory_french (PARSER = "default");
ALTER TEXT SEARCH CONFIGURATION directory_french ADD MAPPING FOR asciiword, word, hword_part, hword_asciipart, asciihword, hword WITH unaccent, french_stem;
ALTER TEXT SEARCH CONFIGURATION directory_french ADD MAPPING FOR numword, email, url, host, sfloat, version, hword_numpart, numhword, url_path, file, float, int, uint WITH simple;

CREATE OR REPLACE FUNCTION public.blog_search_count(p_query tsquery)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET enable_seqscan TO 'off'
 SET enable_indexscan TO 'off'
AS $function$
  SELECT count(*)::integer FROM blog_search_documents WHERE search @@ p_query
$function$;

CREATE OR REPLACE FUNCTION public.blog_search_prefix_keys(p_search tsvector, p_specialty text)
 RETURNS TABLE(prefix text, specialty text)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT DISTINCT k.prefix, s
  FROM unnest(tsvector_to_array(p_search)) AS lexeme,
    LATERAL (
      SELECT left(lexeme, n) FROM generate_series(1, least(length(lexeme), 20)) AS n
      UNION ALL
      SELECT plural FROM unnest(ARRAY[lexeme || 's', left(lexeme, -1) || 'ies']) AS plural
      WHERE length(plural) <= 20 AND search_singular(plural) = lexeme
    ) AS k(prefix),
    unnest(ARRAY['', p_specialty]) AS s
  WHERE p_specialty IS NOT NULL
$function$;

CREATE OR REPLACE FUNCTION public.blog_search_rebuild()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  written integer;
BEGIN
  DELETE FROM blog_search_documents;
  DELETE FROM blog_search_terms;
  DELETE FROM blog_search_specialties;
  DELETE FROM blog_search_prefixes;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words, language)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words, language FROM blog_search_source;
  GET DIAGNOSTICS written = ROW_COUNT;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, count(*) FROM blog_search_documents, unnest(words) AS word GROUP BY word;
  INSERT INTO blog_search_specialties (specialty, posts)
  SELECT specialty, count(*) FROM blog_search_documents GROUP BY specialty;
  INSERT INTO blog_search_prefixes (prefix, specialty, posts)
  SELECT k.prefix, k.specialty, count(*) FROM blog_search_documents d, blog_search_prefix_keys(d.search, d.specialty) AS k
  GROUP BY k.prefix, k.specialty;
  RETURN written;
END;
$function$;

CREATE OR REPLACE FUNCTION public.blog_search_refresh(p_post uuid)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  old_words text[];
  new_words text[];
  old_specialty text;
  new_specialty text;
  old_search tsvector;
  new_search tsvector;
BEGIN
  DELETE FROM blog_search_documents WHERE post_id = p_post
  RETURNING words, specialty, search INTO old_words, old_specialty, old_search;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words, language)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words, language
  FROM blog_search_source WHERE post_id = p_post
  RETURNING words, specialty, search INTO new_words, new_specialty, new_search;
  IF old_specialty IS NOT NULL THEN
    UPDATE blog_search_specialties SET posts = posts - 1 WHERE specialty = old_specialty;
    DELETE FROM blog_search_specialties WHERE specialty = old_specialty AND posts <= 0;
  END IF;
  IF new_specialty IS NOT NULL THEN
    INSERT INTO blog_search_specialties (specialty, posts) VALUES (new_specialty, 1)
    ON CONFLICT (specialty) DO UPDATE SET posts = blog_search_specialties.posts + 1;
  END IF;
  old_words := coalesce(old_words, '{}');
  UPDATE blog_search_terms SET posts = posts - 1
  WHERE term = ANY (ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(coalesce(new_words, '{}'))));
  DELETE FROM blog_search_terms WHERE term = ANY (old_words) AND posts <= 0;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, 1 FROM (SELECT unnest(coalesce(new_words, '{}')) EXCEPT SELECT unnest(old_words)) AS added(word) ORDER BY word
  ON CONFLICT (term) DO UPDATE SET posts = blog_search_terms.posts + 1;
  UPDATE blog_search_prefixes b SET posts = b.posts - 1
  FROM (SELECT * FROM blog_search_prefix_keys(old_search, old_specialty)
        EXCEPT SELECT * FROM blog_search_prefix_keys(new_search, new_specialty)) AS gone
  WHERE b.prefix = gone.prefix AND b.specialty = gone.specialty;
  DELETE FROM blog_search_prefixes b USING blog_search_prefix_keys(old_search, old_specialty) AS old
  WHERE b.prefix = old.prefix AND b.specialty = old.specialty AND b.posts <= 0;
  INSERT INTO blog_search_prefixes (prefix, specialty, posts)
  SELECT added.prefix, added.specialty, 1
  FROM (SELECT * FROM blog_search_prefix_keys(new_search, new_specialty)
        EXCEPT SELECT * FROM blog_search_prefix_keys(old_search, old_specialty)) AS added
  ORDER BY 1, 2
  ON CONFLICT (prefix, specialty) DO UPDATE SET posts = blog_search_prefixes.posts + 1;
  RETURN new_words IS NOT NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.clear_accepting_wait()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.accepting_clients <> 'waitlist' THEN NEW.accepting_wait := NULL; END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.closest_blog_term(word text)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
 SET enable_seqscan TO 'off'
 SET enable_indexscan TO 'off'
 SET enable_indexonlyscan TO 'off'
AS $function$
  SELECT s.term FROM blog_search_terms s WHERE s.term % word
  ORDER BY similarity(s.term, word) DESC, abs(length(s.term) - length(word)), s.posts DESC, s.term LIMIT 1
$function$;

CREATE OR REPLACE FUNCTION public.closest_search_term(word text)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
 SET enable_seqscan TO 'off'
 SET enable_indexscan TO 'off'
 SET enable_indexonlyscan TO 'off'
AS $function$
  SELECT s.term FROM search_terms s WHERE s.term % word
  ORDER BY similarity(s.term, word) DESC, s.term LIMIT 1
$function$;

CREATE OR REPLACE FUNCTION public.fee_amount(amount numeric)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT '$' || CASE WHEN amount = trunc(amount) THEN trunc(amount)::text ELSE round(amount, 2)::text END
$function$;

CREATE OR REPLACE FUNCTION public.fee_range_of(rate numeric, session_minutes smallint, couples_fee numeric, sliding_scale boolean, sliding_scale_min numeric, free_consultation_minutes smallint)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN line <> '' THEN upper(left(line, 1)) || substr(line, 2) END
  FROM (SELECT concat_ws('; ',
    CASE WHEN rate IS NOT NULL THEN fee_amount(rate) || ' per ' || session_minutes || '-minute session' END,
    CASE WHEN couples_fee IS NOT NULL THEN fee_amount(couples_fee) || ' per couples or family session' END,
    CASE WHEN sliding_scale THEN 'sliding scale' || coalesce(' from ' || fee_amount(sliding_scale_min), '') END,
    CASE WHEN free_consultation_minutes IS NOT NULL
      THEN 'free ' || free_consultation_minutes || '-minute consultation' END
  ) AS line) l
$function$;

CREATE OR REPLACE FUNCTION public.fit_codes_valid(codes text[], allowed text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT codes <@ allowed AND (SELECT count(DISTINCT code) FROM unnest(codes) AS code) = cardinality(codes)
$function$;

CREATE OR REPLACE FUNCTION public.search_document_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH next AS (UPDATE search_index_state SET version = version + 1 RETURNING version)
  INSERT INTO search_index_changes (version, doc_no) SELECT version, OLD.doc_no FROM next;
  RETURN OLD;
END
$function$;

CREATE OR REPLACE FUNCTION public.search_index_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('search_index', '');
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.search_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, btrim(value))) $function$;

CREATE OR REPLACE FUNCTION public.search_name_pairs(name_vector tsvector)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT coalesce(array_agg('name=' || lexeme ORDER BY lexeme), '{}') FROM unnest(tsvector_to_array(name_vector)) AS lexeme
$function$;

CREATE OR REPLACE FUNCTION public.search_singular(p_word text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN p_word ~ '..ies$' THEN left(p_word, -3) || 'y'
              WHEN p_word ~ '...[^s]s$' THEN left(p_word, -1) END
$function$;

CREATE OR REPLACE FUNCTION public.search_word_pairs(text_vector tsvector)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT coalesce(array_agg('word=' || lexeme ORDER BY lexeme), '{}') FROM unnest(tsvector_to_array(text_vector)) AS lexeme
$function$;

CREATE OR REPLACE FUNCTION public.session_languages_valid(codes text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT cardinality(codes) >= 1
    AND codes <@ ARRAY['en', 'fr', 'am', 'ar', 'ase', 'yue', 'gu', 'hi', 'it', 'ko', 'fcs', 'cmn', 'fa', 'pl', 'pt',
                       'pa', 'ru', 'so', 'es', 'tl', 'ta', 'ti', 'ur', 'vi']::text[]
    AND (SELECT count(DISTINCT code) FROM unnest(codes) AS code) = cardinality(codes)
$function$;

CREATE OR REPLACE FUNCTION public.set_fee_range()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.fee_range := fee_range_of(NEW.rate, NEW.session_minutes, NEW.couples_fee, NEW.sliding_scale,
    NEW.sliding_scale_min, NEW.free_consultation_minutes);
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$function$;

CREATE SEQUENCE search_doc_no_seq AS integer INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0;

CREATE TABLE action_links (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  token_hash text NOT NULL,
  purpose text NOT NULL,
  subject_id uuid NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT action_links_pkey PRIMARY KEY (id),
  CONSTRAINT action_links_token_hash_key UNIQUE (token_hash),
  CONSTRAINT action_links_purpose_check CHECK ((purpose ~ '^[a-z]+(-[a-z]+)*$'::text))
);

CREATE TABLE address_proofs (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  proven_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT address_proofs_pkey PRIMARY KEY (id),
  CONSTRAINT address_proofs_token_hash_key UNIQUE (token_hash),
  CONSTRAINT address_proofs_email_lowercase CHECK ((email = lower(email)))
);

CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  actor_id uuid,
  actor_email text,
  action text NOT NULL,
  submission_id uuid,
  therapist_id uuid,
  before jsonb,
  after jsonb,
  note text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT admin_audit_log_pkey PRIMARY KEY (id),
  CONSTRAINT admin_audit_log_action_check CHECK ((action = ANY (ARRAY['approve'::text, 'reject'::text, 'edit'::text, 'delete'::text, 'link-user'::text, 'post-create'::text, 'post-edit'::text, 'post-publish'::text, 'post-unpublish'::text, 'post-delete'::text, 'change-approve'::text, 'change-reject'::text])))
);

CREATE TABLE admin_recovery_codes (
  user_id uuid NOT NULL,
  code_hash text NOT NULL,
  CONSTRAINT admin_recovery_codes_pkey PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE admin_second_factors (
  user_id uuid NOT NULL,
  secret text NOT NULL,
  confirmed_at timestamp with time zone,
  last_step bigint DEFAULT 0 NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT admin_second_factors_pkey PRIMARY KEY (user_id),
  CONSTRAINT admin_second_factors_secret_base32 CHECK ((secret ~ '^[A-Z2-7]{16,64}$'::text))
);

CREATE TABLE analytics_daily (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  day date NOT NULL,
  type text NOT NULL,
  therapist_id uuid,
  data jsonb DEFAULT '{}'::jsonb NOT NULL,
  events integer NOT NULL,
  CONSTRAINT analytics_daily_pkey PRIMARY KEY (id),
  CONSTRAINT analytics_daily_events_positive CHECK ((events > 0)),
  CONSTRAINT analytics_daily_type_check CHECK ((type = ANY (ARRAY['search'::text, 'profile_view'::text, 'contact_started'::text, 'contact_sent'::text])))
);

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  type text NOT NULL,
  therapist_id uuid,
  data jsonb DEFAULT '{}'::jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT analytics_events_pkey PRIMARY KEY (id),
  CONSTRAINT analytics_events_type_check CHECK ((type = ANY (ARRAY['search'::text, 'profile_view'::text, 'contact_started'::text, 'contact_sent'::text])))
);

CREATE TABLE blog_post_views (
  post_id uuid NOT NULL,
  views integer DEFAULT 0 NOT NULL,
  CONSTRAINT blog_post_views_pkey PRIMARY KEY (post_id)
);

CREATE TABLE blog_posts (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  therapist_id uuid NOT NULL,
  title text NOT NULL,
  slug text NOT NULL,
  content text NOT NULL,
  excerpt text NOT NULL,
  specialty text NOT NULL,
  meta_title text,
  meta_description text,
  status text DEFAULT 'draft'::text NOT NULL,
  published_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  language text DEFAULT 'en'::text NOT NULL,
  CONSTRAINT blog_posts_pkey PRIMARY KEY (id),
  CONSTRAINT blog_posts_slug_key UNIQUE (slug),
  CONSTRAINT blog_posts_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text]))),
  CONSTRAINT blog_posts_published_at_check CHECK (((status = 'draft'::text) OR (published_at IS NOT NULL))),
  CONSTRAINT blog_posts_slug_format CHECK (((slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'::text) AND (length(slug) <= 60))),
  CONSTRAINT blog_posts_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text])))
);

CREATE TABLE blog_search_documents (
  post_id uuid NOT NULL,
  therapist_id uuid NOT NULL,
  specialty text NOT NULL,
  title_key text NOT NULL,
  published_at timestamp with time zone NOT NULL,
  views integer NOT NULL,
  search tsvector NOT NULL,
  words text[] NOT NULL,
  language text DEFAULT 'en'::text NOT NULL,
  CONSTRAINT blog_search_documents_pkey PRIMARY KEY (post_id)
);

CREATE TABLE blog_search_prefixes (
  prefix text COLLATE "C" NOT NULL,
  specialty text NOT NULL,
  posts integer NOT NULL,
  CONSTRAINT blog_search_prefixes_pkey PRIMARY KEY (prefix, specialty)
);

CREATE TABLE blog_search_specialties (
  specialty text NOT NULL,
  posts integer NOT NULL,
  CONSTRAINT blog_search_specialties_pkey PRIMARY KEY (specialty)
);

CREATE TABLE blog_search_terms (
  term text COLLATE "C" NOT NULL,
  posts integer NOT NULL,
  CONSTRAINT blog_search_terms_pkey PRIMARY KEY (term)
);

CREATE TABLE contact_inquiries (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  therapist_id uuid NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  state text DEFAULT 'new'::text NOT NULL,
  answered_at timestamp with time zone,
  answered_by text,
  replied_in_time boolean DEFAULT false NOT NULL,
  reply_due_at timestamp with time zone,
  heard_back text,
  heard_back_at timestamp with time zone,
  follow_ups_off_at timestamp with time zone,
  language text DEFAULT 'en'::text NOT NULL,
  submission_key text,
  CONSTRAINT contact_inquiries_pkey PRIMARY KEY (id),
  CONSTRAINT contact_inquiries_answered CHECK (((state = 'new'::text) = ((answered_at IS NULL) AND (answered_by IS NULL)))),
  CONSTRAINT contact_inquiries_answered_by_check CHECK ((answered_by = ANY (ARRAY['therapist'::text, 'visitor'::text]))),
  CONSTRAINT contact_inquiries_email_format CHECK ((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)),
  CONSTRAINT contact_inquiries_heard_back_at CHECK (((heard_back IS NULL) = (heard_back_at IS NULL))),
  CONSTRAINT contact_inquiries_heard_back_check CHECK ((heard_back = ANY (ARRAY['yes'::text, 'no'::text]))),
  CONSTRAINT contact_inquiries_in_time CHECK (((NOT replied_in_time) OR (state = 'replied'::text))),
  CONSTRAINT contact_inquiries_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text]))),
  CONSTRAINT contact_inquiries_message_length CHECK (((btrim(message) <> ''::text) AND (length(message) <= 5000))),
  CONSTRAINT contact_inquiries_name_present CHECK (((btrim(name) <> ''::text) AND (length(name) <= 200))),
  CONSTRAINT contact_inquiries_state_check CHECK ((state = ANY (ARRAY['new'::text, 'replied'::text, 'closed'::text])))
);

CREATE TABLE email_change_tokens (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  new_email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT email_change_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT email_change_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT email_change_tokens_email_lowercase CHECK ((new_email = lower(new_email)))
);

CREATE TABLE featured_checkouts (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  therapist_id uuid,
  purpose text NOT NULL,
  provider_session_id text,
  status text DEFAULT 'open'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT featured_checkouts_pkey PRIMARY KEY (id),
  CONSTRAINT featured_checkouts_session_key UNIQUE (provider_session_id),
  CONSTRAINT featured_checkouts_purpose_check CHECK ((purpose = ANY (ARRAY['upgrade'::text, 'presignup'::text]))),
  CONSTRAINT featured_checkouts_status_check CHECK ((status = ANY (ARRAY['open'::text, 'completed'::text, 'canceled'::text])))
);

CREATE TABLE featured_customers (
  provider_customer_id text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT featured_customers_pkey PRIMARY KEY (provider_customer_id)
);

CREATE TABLE featured_payments (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid,
  therapist_id uuid,
  provider_payment_id text NOT NULL,
  amount integer NOT NULL,
  currency text DEFAULT 'cad'::text NOT NULL,
  status text NOT NULL,
  kind text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  period_end timestamp with time zone,
  CONSTRAINT featured_payments_pkey PRIMARY KEY (id),
  CONSTRAINT featured_payments_provider_key UNIQUE (provider_payment_id),
  CONSTRAINT featured_payments_amount_check CHECK ((amount >= 0)),
  CONSTRAINT featured_payments_kind_check CHECK ((kind = ANY (ARRAY['first'::text, 'renewal'::text, 'reversal'::text]))),
  CONSTRAINT featured_payments_reversal_check CHECK (((kind = 'reversal'::text) = (status = ANY (ARRAY['refunded'::text, 'disputed'::text])))),
  CONSTRAINT featured_payments_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'failed'::text, 'refunded'::text, 'disputed'::text])))
);

CREATE TABLE inquiry_follow_ups (
  inquiry_id uuid NOT NULL,
  kind text NOT NULL,
  sent_at timestamp with time zone NOT NULL,
  CONSTRAINT inquiry_follow_ups_pkey PRIMARY KEY (inquiry_id, kind),
  CONSTRAINT inquiry_follow_ups_kind_check CHECK ((kind = ANY (ARRAY['first-reminder'::text, 'second-reminder'::text, 'heard-back'::text, 'suggestions'::text])))
);

CREATE TABLE magic_link_tokens (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  return_to text,
  browser_hash text,
  language text DEFAULT 'en'::text NOT NULL,
  CONSTRAINT magic_link_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT magic_link_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT magic_link_tokens_browser_hash_sha256 CHECK (((browser_hash IS NULL) OR (browser_hash ~ '^[0-9a-f]{64}$'::text))),
  CONSTRAINT magic_link_tokens_email_lowercase CHECK ((email = lower(email))),
  CONSTRAINT magic_link_tokens_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text]))),
  CONSTRAINT magic_link_tokens_return_to_relative CHECK (((return_to IS NULL) OR ((return_to ~ '^/([^/\\]|$)'::text) AND (length(return_to) <= 2000))))
);

CREATE TABLE payment_events (
  id text NOT NULL,
  type text NOT NULL,
  created timestamp with time zone NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamp with time zone DEFAULT now() NOT NULL,
  handled_at timestamp with time zone,
  CONSTRAINT payment_events_pkey PRIMARY KEY (id)
);

CREATE TABLE presignup_featured_payments (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid,
  stripe_payment_id text NOT NULL,
  amount integer NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  stripe_customer_id text,
  stripe_subscription_id text,
  period_end timestamp with time zone,
  applied_at timestamp with time zone,
  CONSTRAINT presignup_featured_payments_pkey PRIMARY KEY (id),
  CONSTRAINT presignup_featured_payments_stripe_payment_id_key UNIQUE (stripe_payment_id),
  CONSTRAINT presignup_featured_payments_amount_check CHECK ((amount >= 0)),
  CONSTRAINT presignup_featured_payments_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'failed'::text, 'canceled'::text, 'refunded'::text, 'disputed'::text])))
);

CREATE TABLE profile_change_requests (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  therapist_id uuid NOT NULL,
  requested_by uuid,
  changes jsonb NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  decided_at timestamp with time zone,
  decided_by uuid,
  CONSTRAINT profile_change_requests_pkey PRIMARY KEY (id),
  CONSTRAINT profile_change_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);

CREATE TABLE rate_limits (
  bucket text NOT NULL,
  hits integer NOT NULL,
  resets_at timestamp with time zone NOT NULL,
  CONSTRAINT rate_limits_pkey PRIMARY KEY (bucket),
  CONSTRAINT rate_limits_bucket_length CHECK (((length(bucket) >= 1) AND (length(bucket) <= 400))),
  CONSTRAINT rate_limits_hits_positive CHECK ((hits > 0))
);

CREATE TABLE schema_migrations (
  name text NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (name)
);

CREATE TABLE search_documents (
  therapist_id uuid NOT NULL,
  doc_no integer DEFAULT nextval('search_doc_no_seq'::regclass) NOT NULL,
  sort_name text NOT NULL,
  city_key text,
  lat double precision,
  lng double precision,
  specialties text[] NOT NULL,
  issues text[] NOT NULL,
  therapy_types text[] NOT NULL,
  insurance text[] NOT NULL,
  online boolean NOT NULL,
  in_person boolean NOT NULL,
  accepting boolean NOT NULL,
  price_band text,
  rating numeric(3,2) NOT NULL,
  review_count integer NOT NULL,
  completeness smallint NOT NULL,
  featured boolean NOT NULL,
  featured_until timestamp with time zone,
  boost integer NOT NULL,
  search tsvector NOT NULL,
  facets text[] NOT NULL,
  card json NOT NULL,
  indexed_at timestamp with time zone DEFAULT now() NOT NULL,
  direct_billing_until timestamp with time zone,
  CONSTRAINT search_documents_pkey PRIMARY KEY (therapist_id),
  CONSTRAINT search_documents_doc_no_key UNIQUE (doc_no) DEFERRABLE
);

CREATE TABLE search_index_changes (
  version bigint NOT NULL,
  doc_no integer NOT NULL,
  stamp uuid DEFAULT gen_random_uuid() NOT NULL,
  CONSTRAINT search_index_changes_pkey PRIMARY KEY (version)
);

CREATE TABLE search_index_state (
  id boolean DEFAULT true NOT NULL,
  generation uuid DEFAULT gen_random_uuid() NOT NULL,
  version bigint DEFAULT 0 NOT NULL,
  terms_version bigint DEFAULT 0 NOT NULL,
  document_format integer DEFAULT 0 NOT NULL,
  CONSTRAINT search_index_state_pkey PRIMARY KEY (id),
  CONSTRAINT search_index_state_id_check CHECK (id)
);

CREATE TABLE search_term_values (
  term text NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  CONSTRAINT search_term_values_pkey PRIMARY KEY (term, facet, value)
);

CREATE TABLE search_terms (
  term text NOT NULL,
  CONSTRAINT search_terms_pkey PRIMARY KEY (term)
);

CREATE TABLE sessions (
  sid text NOT NULL,
  sess jsonb NOT NULL,
  expire timestamp with time zone NOT NULL,
  CONSTRAINT sessions_pkey PRIMARY KEY (sid)
);

CREATE TABLE sitemap_files (
  kind text NOT NULL,
  number integer NOT NULL,
  first_key text NOT NULL,
  urls integer NOT NULL,
  last_modified timestamp with time zone,
  CONSTRAINT sitemap_files_pkey PRIMARY KEY (kind, number),
  CONSTRAINT sitemap_files_kind_check CHECK ((kind = ANY (ARRAY['therapists'::text, 'posts'::text]))),
  CONSTRAINT sitemap_files_number_check CHECK ((number >= 1))
);

CREATE TABLE therapist_submissions (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid,
  therapist_id uuid,
  slug text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  credentials text,
  credential_types text[] DEFAULT '{}'::text[] NOT NULL,
  license_number text,
  years_experience text,
  specialties text[] NOT NULL,
  therapy_types text[] NOT NULL,
  city text,
  province text,
  address text,
  bio text,
  rate numeric(10,2),
  fee_range text,
  student_friendly boolean DEFAULT false NOT NULL,
  availability text,
  accepting_clients text DEFAULT 'yes'::text NOT NULL,
  virtual_sessions boolean DEFAULT false NOT NULL,
  in_person_sessions boolean DEFAULT true NOT NULL,
  insurance_providers text[] DEFAULT '{}'::text[] NOT NULL,
  profile_image_url text,
  status text DEFAULT 'pending'::text NOT NULL,
  admin_notes text,
  reviewed_at timestamp with time zone,
  reviewed_by uuid,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  accepting_wait text,
  session_minutes smallint DEFAULT 50 NOT NULL,
  couples_fee numeric(10,2),
  sliding_scale boolean DEFAULT false NOT NULL,
  sliding_scale_min numeric(10,2),
  sliding_scale_open boolean DEFAULT false NOT NULL,
  free_consultation_minutes smallint,
  receipt_designation text,
  direct_billing text[] DEFAULT '{}'::text[] NOT NULL,
  languages text[] DEFAULT '{en}'::text[] NOT NULL,
  identity text[] DEFAULT '{}'::text[] NOT NULL,
  identity_consent_at timestamp with time zone,
  populations text[] DEFAULT '{}'::text[] NOT NULL,
  access text[] DEFAULT '{}'::text[] NOT NULL,
  CONSTRAINT therapist_submissions_pkey PRIMARY KEY (id),
  CONSTRAINT therapist_submissions_accepting_clients_check CHECK ((accepting_clients = ANY (ARRAY['yes'::text, 'waitlist'::text, 'no'::text]))),
  CONSTRAINT therapist_submissions_accepting_wait_check CHECK (((accepting_wait IS NULL) OR ((accepting_wait = ANY (ARRAY['under-2-weeks'::text, '2-6-weeks'::text, 'over-6-weeks'::text])) AND (accepting_clients = 'waitlist'::text)))),
  CONSTRAINT therapist_submissions_access_check CHECK (fit_codes_valid(access, ARRAY['step-free'::text, 'accessible-washroom'::text, 'evening-hours'::text, 'weekend-hours'::text, 'asl-lsq'::text])),
  CONSTRAINT therapist_submissions_couples_fee_check CHECK (((couples_fee IS NULL) OR (couples_fee >= (0)::numeric))),
  CONSTRAINT therapist_submissions_direct_billing_insured CHECK ((direct_billing <@ insurance_providers)),
  CONSTRAINT therapist_submissions_email_format CHECK ((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)),
  CONSTRAINT therapist_submissions_email_lowercase CHECK ((email = lower(email))),
  CONSTRAINT therapist_submissions_free_consultation_check CHECK ((free_consultation_minutes = ANY (ARRAY[10, 15, 20, 30]))),
  CONSTRAINT therapist_submissions_identity_check CHECK (fit_codes_valid(identity, ARRAY['woman'::text, 'man'::text, 'non-binary'::text, 'two-spirit'::text, 'trans'::text, '2slgbtq'::text, 'black'::text, 'indigenous'::text, 'racialized'::text, 'first-nations'::text, 'metis'::text, 'inuit'::text, 'buddhist'::text, 'christian'::text, 'hindu'::text, 'jewish'::text, 'muslim'::text, 'sikh'::text, 'indigenous-spirituality'::text, 'other-faith'::text])),
  CONSTRAINT therapist_submissions_identity_consented CHECK (((cardinality(identity) = 0) OR (identity_consent_at IS NOT NULL))),
  CONSTRAINT therapist_submissions_languages_check CHECK (session_languages_valid(languages)),
  CONSTRAINT therapist_submissions_names_present CHECK (((btrim(first_name) <> ''::text) AND (btrim(last_name) <> ''::text))),
  CONSTRAINT therapist_submissions_populations_check CHECK (fit_codes_valid(populations, ARRAY['children'::text, 'teens'::text, 'adults'::text, 'seniors'::text, 'couples'::text, 'families'::text, 'groups'::text, 'newcomers'::text, 'veterans'::text, 'first-responders'::text, '2slgbtq-clients'::text, 'indigenous-clients'::text])),
  CONSTRAINT therapist_submissions_profile_image_upload CHECK ((profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$'::text)),
  CONSTRAINT therapist_submissions_province_check CHECK (((province IS NULL) OR (province = ANY (ARRAY['ON'::text, 'QC'::text, 'BC'::text, 'AB'::text, 'MB'::text, 'SK'::text, 'NS'::text, 'NB'::text, 'NL'::text, 'PE'::text, 'YT'::text, 'NT'::text, 'NU'::text])))),
  CONSTRAINT therapist_submissions_rate_check CHECK (((rate IS NULL) OR (rate >= (0)::numeric))),
  CONSTRAINT therapist_submissions_receipt_designation_check CHECK ((receipt_designation = ANY (ARRAY['RP'::text, 'RP (Qualifying)'::text, 'RSW'::text, 'C.Psych.'::text, 'C.Psych.Assoc.'::text, 'RMFT'::text, 'CCC'::text, 'OT Reg. (Ont.)'::text]))),
  CONSTRAINT therapist_submissions_reviewed_check CHECK (((status = 'pending'::text) OR (reviewed_at IS NOT NULL))),
  CONSTRAINT therapist_submissions_session_minutes_check CHECK ((session_minutes = ANY (ARRAY[30, 45, 50, 60, 75, 90]))),
  CONSTRAINT therapist_submissions_sliding_scale_check CHECK (((sliding_scale OR ((sliding_scale_min IS NULL) AND (NOT sliding_scale_open))) AND ((sliding_scale_min IS NULL) OR ((sliding_scale_min >= (0)::numeric) AND ((rate IS NULL) OR (sliding_scale_min <= rate)))))),
  CONSTRAINT therapist_submissions_specialties_present CHECK ((cardinality(specialties) >= 1)),
  CONSTRAINT therapist_submissions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
  CONSTRAINT therapist_submissions_therapy_types_present CHECK ((cardinality(therapy_types) >= 1)),
  CONSTRAINT therapist_submissions_years_experience_check CHECK (((years_experience IS NULL) OR (years_experience = ANY (ARRAY['0-2'::text, '3-5'::text, '6-10'::text, '11-15'::text, '16+'::text]))))
);

CREATE TABLE therapists (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid,
  slug text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  credentials text,
  credential_types text[] DEFAULT '{}'::text[] NOT NULL,
  license_number text,
  years_experience text,
  specialties text[] NOT NULL,
  therapy_types text[] NOT NULL,
  city text,
  province text,
  address text,
  bio text,
  rate numeric(10,2),
  fee_range text,
  student_friendly boolean DEFAULT false NOT NULL,
  availability text,
  accepting_clients text DEFAULT 'yes'::text NOT NULL,
  virtual_sessions boolean DEFAULT false NOT NULL,
  in_person_sessions boolean DEFAULT true NOT NULL,
  insurance_providers text[] DEFAULT '{}'::text[] NOT NULL,
  profile_image_url text,
  rating numeric(3,2) DEFAULT 0.00 NOT NULL,
  review_count integer DEFAULT 0 NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  is_featured boolean DEFAULT false NOT NULL,
  featured_until timestamp with time zone,
  stripe_payment_id text,
  stripe_customer_id text,
  stripe_subscription_id text,
  subscription_status text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  deleted_at timestamp with time zone,
  link_reminder_sent_at timestamp with time zone,
  subscription_changed_at timestamp with time zone,
  featured_changed_at timestamp with time zone,
  accepting_wait text,
  availability_confirmed_at timestamp with time zone DEFAULT now(),
  availability_reminded_at timestamp with time zone,
  not_responding_since timestamp with time zone,
  session_minutes smallint DEFAULT 50 NOT NULL,
  couples_fee numeric(10,2),
  sliding_scale boolean DEFAULT false NOT NULL,
  sliding_scale_min numeric(10,2),
  sliding_scale_open boolean DEFAULT false NOT NULL,
  free_consultation_minutes smallint,
  receipt_designation text,
  direct_billing text[] DEFAULT '{}'::text[] NOT NULL,
  direct_billing_confirmed_at timestamp with time zone,
  languages text[] DEFAULT '{en}'::text[] NOT NULL,
  identity text[] DEFAULT '{}'::text[] NOT NULL,
  identity_consent_at timestamp with time zone,
  populations text[] DEFAULT '{}'::text[] NOT NULL,
  access text[] DEFAULT '{}'::text[] NOT NULL,
  CONSTRAINT therapists_pkey PRIMARY KEY (id),
  CONSTRAINT therapists_email_key UNIQUE (email),
  CONSTRAINT therapists_slug_key UNIQUE (slug),
  CONSTRAINT therapists_accepting_clients_check CHECK ((accepting_clients = ANY (ARRAY['yes'::text, 'waitlist'::text, 'no'::text]))),
  CONSTRAINT therapists_accepting_wait_check CHECK (((accepting_wait IS NULL) OR ((accepting_wait = ANY (ARRAY['under-2-weeks'::text, '2-6-weeks'::text, 'over-6-weeks'::text])) AND (accepting_clients = 'waitlist'::text)))),
  CONSTRAINT therapists_access_check CHECK (fit_codes_valid(access, ARRAY['step-free'::text, 'accessible-washroom'::text, 'evening-hours'::text, 'weekend-hours'::text, 'asl-lsq'::text])),
  CONSTRAINT therapists_couples_fee_check CHECK (((couples_fee IS NULL) OR (couples_fee >= (0)::numeric))),
  CONSTRAINT therapists_direct_billing_insured CHECK ((direct_billing <@ insurance_providers)),
  CONSTRAINT therapists_email_format CHECK ((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)),
  CONSTRAINT therapists_email_lowercase CHECK ((email = lower(email))),
  CONSTRAINT therapists_free_consultation_check CHECK ((free_consultation_minutes = ANY (ARRAY[10, 15, 20, 30]))),
  CONSTRAINT therapists_identity_check CHECK (fit_codes_valid(identity, ARRAY['woman'::text, 'man'::text, 'non-binary'::text, 'two-spirit'::text, 'trans'::text, '2slgbtq'::text, 'black'::text, 'indigenous'::text, 'racialized'::text, 'first-nations'::text, 'metis'::text, 'inuit'::text, 'buddhist'::text, 'christian'::text, 'hindu'::text, 'jewish'::text, 'muslim'::text, 'sikh'::text, 'indigenous-spirituality'::text, 'other-faith'::text])),
  CONSTRAINT therapists_identity_consented CHECK (((cardinality(identity) = 0) OR (identity_consent_at IS NOT NULL))),
  CONSTRAINT therapists_languages_check CHECK (session_languages_valid(languages)),
  CONSTRAINT therapists_names_present CHECK (((btrim(first_name) <> ''::text) AND (btrim(last_name) <> ''::text))),
  CONSTRAINT therapists_populations_check CHECK (fit_codes_valid(populations, ARRAY['children'::text, 'teens'::text, 'adults'::text, 'seniors'::text, 'couples'::text, 'families'::text, 'groups'::text, 'newcomers'::text, 'veterans'::text, 'first-responders'::text, '2slgbtq-clients'::text, 'indigenous-clients'::text])),
  CONSTRAINT therapists_profile_image_upload CHECK ((profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$'::text)),
  CONSTRAINT therapists_province_check CHECK (((province IS NULL) OR (province = ANY (ARRAY['ON'::text, 'QC'::text, 'BC'::text, 'AB'::text, 'MB'::text, 'SK'::text, 'NS'::text, 'NB'::text, 'NL'::text, 'PE'::text, 'YT'::text, 'NT'::text, 'NU'::text])))),
  CONSTRAINT therapists_rate_check CHECK (((rate IS NULL) OR (rate >= (0)::numeric))),
  CONSTRAINT therapists_rating_check CHECK (((rating >= (0)::numeric) AND (rating <= (5)::numeric))),
  CONSTRAINT therapists_receipt_designation_check CHECK ((receipt_designation = ANY (ARRAY['RP'::text, 'RP (Qualifying)'::text, 'RSW'::text, 'C.Psych.'::text, 'C.Psych.Assoc.'::text, 'RMFT'::text, 'CCC'::text, 'OT Reg. (Ont.)'::text]))),
  CONSTRAINT therapists_review_count_check CHECK ((review_count >= 0)),
  CONSTRAINT therapists_session_minutes_check CHECK ((session_minutes = ANY (ARRAY[30, 45, 50, 60, 75, 90]))),
  CONSTRAINT therapists_sliding_scale_check CHECK (((sliding_scale OR ((sliding_scale_min IS NULL) AND (NOT sliding_scale_open))) AND ((sliding_scale_min IS NULL) OR ((sliding_scale_min >= (0)::numeric) AND ((rate IS NULL) OR (sliding_scale_min <= rate)))))),
  CONSTRAINT therapists_slug_format CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 80))),
  CONSTRAINT therapists_specialties_present CHECK ((cardinality(specialties) >= 1)),
  CONSTRAINT therapists_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'deleted'::text]))),
  CONSTRAINT therapists_subscription_status_check CHECK ((subscription_status = ANY (ARRAY['active'::text, 'past_due'::text, 'canceling'::text, 'canceled'::text]))),
  CONSTRAINT therapists_therapy_types_present CHECK ((cardinality(therapy_types) >= 1)),
  CONSTRAINT therapists_years_experience_check CHECK (((years_experience IS NULL) OR (years_experience = ANY (ARRAY['0-2'::text, '3-5'::text, '6-10'::text, '11-15'::text, '16+'::text]))))
);

CREATE TABLE upload_urls (
  id uuid NOT NULL,
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  object_path text,
  CONSTRAINT upload_urls_pkey PRIMARY KEY (id),
  CONSTRAINT upload_urls_token_hash_key UNIQUE (token_hash),
  CONSTRAINT upload_urls_object_path_check CHECK ((object_path ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$'::text)),
  CONSTRAINT upload_urls_stored_once_used CHECK (((object_path IS NULL) OR (used_at IS NOT NULL)))
);

CREATE TABLE uploads (
  key text NOT NULL,
  user_id uuid,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT uploads_pkey PRIMARY KEY (key)
);

CREATE TABLE users (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  profile_image_url text,
  role text DEFAULT 'user'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  last_sign_in_at timestamp with time zone,
  language text DEFAULT 'en'::text NOT NULL,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_email_format CHECK ((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)),
  CONSTRAINT users_email_lowercase CHECK ((email = lower(email))),
  CONSTRAINT users_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text]))),
  CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['user'::text, 'admin'::text])))
);

CREATE VIEW analytics_event_counts AS
 SELECT analytics_events.type,
    analytics_events.therapist_id,
    analytics_events.data,
    1 AS events
   FROM analytics_events
UNION ALL
 SELECT analytics_daily.type,
    analytics_daily.therapist_id,
    analytics_daily.data,
    analytics_daily.events
   FROM analytics_daily;

CREATE VIEW blog_search_source AS
 SELECT p.id AS post_id,
    p.therapist_id,
    p.specialty,
    search_key(p.title) AS title_key,
    p.published_at,
    COALESCE(v.views, 0) AS views,
    strip(tv.vector) AS search,
    w.words,
    p.language
   FROM blog_posts p
     JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'::text
     LEFT JOIN blog_post_views v ON v.post_id = p.id
     CROSS JOIN LATERAL ( SELECT (((p.title || ' '::text) || p.excerpt) || ' '::text) || p.content AS body) b
     CROSS JOIN LATERAL ( SELECT (to_tsvector('directory'::regconfig, b.body) || to_tsvector('directory'::regconfig, p.specialty)) ||
                CASE
                    WHEN p.language = 'fr'::text THEN to_tsvector('directory_french'::regconfig, b.body)
                    ELSE ''::tsvector
                END AS vector) tv
     CROSS JOIN LATERAL ( SELECT COALESCE(array_agg(DISTINCT word.word ORDER BY word.word), '{}'::text[]) AS words
           FROM unnest(tsvector_to_array(tv.vector)) word(word)
          WHERE word.word ~ '^[a-z]{3,40}$'::text) w
  WHERE p.status = 'published'::text;

CREATE INDEX action_links_expires_at_idx ON public.action_links USING btree (expires_at);
CREATE INDEX address_proofs_user_email_idx ON public.address_proofs USING btree (user_id, email);
CREATE INDEX address_proofs_waiting_idx ON public.address_proofs USING btree (created_at) WHERE (proven_at IS NULL);
CREATE INDEX admin_audit_log_actor_created_idx ON public.admin_audit_log USING btree (created_at) WHERE ((actor_email IS NOT NULL) OR (actor_id IS NOT NULL));
CREATE INDEX admin_audit_log_copies_created_idx ON public.admin_audit_log USING btree (created_at) WHERE ((before IS NOT NULL) OR (after IS NOT NULL) OR (note IS NOT NULL));
CREATE INDEX admin_audit_log_submission_idx ON public.admin_audit_log USING btree (submission_id, created_at DESC);
CREATE INDEX admin_audit_log_therapist_idx ON public.admin_audit_log USING btree (therapist_id, created_at DESC);
CREATE INDEX analytics_daily_day_idx ON public.analytics_daily USING btree (day);
CREATE INDEX analytics_daily_therapist_idx ON public.analytics_daily USING btree (therapist_id, type);
CREATE INDEX analytics_daily_type_day_idx ON public.analytics_daily USING btree (type, day);
CREATE INDEX analytics_events_created_idx ON public.analytics_events USING btree (created_at);
CREATE INDEX analytics_events_therapist_idx ON public.analytics_events USING btree (therapist_id, type);
CREATE INDEX analytics_events_type_created_idx ON public.analytics_events USING btree (type, created_at DESC);
CREATE INDEX blog_posts_published_idx ON public.blog_posts USING btree (published_at DESC) WHERE (status = 'published'::text);
CREATE INDEX blog_posts_published_slug_idx ON public.blog_posts USING btree (slug) INCLUDE (updated_at, therapist_id) WHERE (status = 'published'::text);
CREATE INDEX blog_posts_therapist_idx ON public.blog_posts USING btree (therapist_id, published_at DESC);
CREATE INDEX blog_search_documents_language_idx ON public.blog_search_documents USING btree (language, published_at DESC, post_id);
CREATE INDEX blog_search_documents_popular_idx ON public.blog_search_documents USING btree (views DESC, published_at DESC, post_id);
CREATE INDEX blog_search_documents_recent_idx ON public.blog_search_documents USING btree (published_at DESC, post_id);
CREATE INDEX blog_search_documents_search_idx ON public.blog_search_documents USING gin (search);
CREATE INDEX blog_search_documents_specialty_idx ON public.blog_search_documents USING btree (specialty, published_at DESC, post_id);
CREATE INDEX blog_search_documents_specialty_popular_idx ON public.blog_search_documents USING btree (specialty, views DESC, published_at DESC, post_id);
CREATE INDEX blog_search_documents_specialty_title_idx ON public.blog_search_documents USING btree (specialty, title_key, post_id);
CREATE INDEX blog_search_documents_therapist_idx ON public.blog_search_documents USING btree (therapist_id, published_at DESC, post_id);
CREATE INDEX blog_search_documents_title_idx ON public.blog_search_documents USING btree (title_key, post_id);
CREATE INDEX blog_search_terms_trgm_idx ON public.blog_search_terms USING gin (term gin_trgm_ops);
CREATE INDEX contact_inquiries_created_at_idx ON public.contact_inquiries USING btree (created_at);
CREATE UNIQUE INDEX contact_inquiries_submission_key_idx ON public.contact_inquiries USING btree (submission_key);
CREATE INDEX contact_inquiries_therapist_idx ON public.contact_inquiries USING btree (therapist_id, created_at DESC);
CREATE INDEX contact_inquiries_tracked_idx ON public.contact_inquiries USING btree (created_at) WHERE (reply_due_at IS NOT NULL);
CREATE INDEX email_change_tokens_expires_at_idx ON public.email_change_tokens USING btree (expires_at);
CREATE INDEX email_change_tokens_user_idx ON public.email_change_tokens USING btree (user_id, created_at DESC);
CREATE INDEX featured_checkouts_user_idx ON public.featured_checkouts USING btree (user_id, created_at DESC);
CREATE INDEX featured_customers_user_idx ON public.featured_customers USING btree (user_id, created_at DESC);
CREATE INDEX featured_payments_created_idx ON public.featured_payments USING btree (created_at);
CREATE INDEX featured_payments_user_idx ON public.featured_payments USING btree (user_id, created_at DESC);
CREATE INDEX magic_link_tokens_created_at_idx ON public.magic_link_tokens USING btree (created_at);
CREATE INDEX magic_link_tokens_email_idx ON public.magic_link_tokens USING btree (email, created_at DESC);
CREATE INDEX magic_link_tokens_expires_at_idx ON public.magic_link_tokens USING btree (expires_at);
CREATE INDEX payment_events_received_idx ON public.payment_events USING btree (received_at);
CREATE INDEX presignup_featured_payments_subscription_idx ON public.presignup_featured_payments USING btree (stripe_subscription_id);
CREATE INDEX presignup_featured_payments_user_idx ON public.presignup_featured_payments USING btree (user_id);
CREATE UNIQUE INDEX profile_change_requests_one_pending ON public.profile_change_requests USING btree (therapist_id) WHERE (status = 'pending'::text);
CREATE INDEX profile_change_requests_pending_idx ON public.profile_change_requests USING btree (created_at, id) WHERE (status = 'pending'::text);
CREATE INDEX rate_limits_resets_at_idx ON public.rate_limits USING btree (resets_at);
CREATE INDEX search_documents_direct_billing_until_idx ON public.search_documents USING btree (direct_billing_until) WHERE (direct_billing_until IS NOT NULL);
CREATE INDEX search_documents_featured_until_idx ON public.search_documents USING btree (featured_until) WHERE featured;
CREATE INDEX search_term_values_prefix_idx ON public.search_term_values USING btree (term text_pattern_ops);
CREATE INDEX search_terms_prefix_idx ON public.search_terms USING btree (term text_pattern_ops);
CREATE INDEX search_terms_trgm_idx ON public.search_terms USING gin (term gin_trgm_ops);
CREATE INDEX sessions_expire_idx ON public.sessions USING btree (expire);
CREATE INDEX sessions_user_idx ON public.sessions USING btree (((sess ->> 'userId'::text)));
CREATE INDEX therapist_submissions_email_idx ON public.therapist_submissions USING btree (email);
CREATE UNIQUE INDEX therapist_submissions_one_pending_per_user ON public.therapist_submissions USING btree (user_id) WHERE (status = 'pending'::text);
CREATE INDEX therapist_submissions_rejected_reviewed_idx ON public.therapist_submissions USING btree (reviewed_at) WHERE (status = 'rejected'::text);
CREATE INDEX therapist_submissions_status_idx ON public.therapist_submissions USING btree (status, created_at DESC);
CREATE INDEX therapist_submissions_user_idx ON public.therapist_submissions USING btree (user_id);
CREATE INDEX therapists_approved_name_idx ON public.therapists USING btree (last_name, first_name, id) WHERE (status = 'approved'::text);
CREATE INDEX therapists_approved_recent_idx ON public.therapists USING btree (created_at DESC, id) WHERE (status = 'approved'::text);
CREATE INDEX therapists_approved_slug_idx ON public.therapists USING btree (slug) INCLUDE (updated_at) WHERE (status = 'approved'::text);
CREATE INDEX therapists_availability_confirmed_idx ON public.therapists USING btree (availability_confirmed_at) WHERE (status = 'approved'::text);
CREATE INDEX therapists_city_idx ON public.therapists USING btree (city) WHERE (status = 'approved'::text);
CREATE INDEX therapists_direct_billing_confirmed_idx ON public.therapists USING btree (direct_billing_confirmed_at) WHERE ((status = 'approved'::text) AND (direct_billing <> '{}'::text[]));
CREATE INDEX therapists_featured_until_idx ON public.therapists USING btree (featured_until) WHERE is_featured;
CREATE INDEX therapists_name_alias_idx ON public.therapists USING btree (lower(((first_name || '-'::text) || last_name)), created_at) WHERE (status = 'approved'::text);
CREATE INDEX therapists_removed_idx ON public.therapists USING btree (deleted_at) WHERE (status = 'deleted'::text);
CREATE INDEX therapists_subscription_idx ON public.therapists USING btree (stripe_subscription_id) WHERE (stripe_subscription_id IS NOT NULL);
CREATE INDEX therapists_user_id_idx ON public.therapists USING btree (user_id);
CREATE INDEX upload_urls_expires_at_idx ON public.upload_urls USING btree (expires_at);
CREATE INDEX upload_urls_user_idx ON public.upload_urls USING btree (user_id);
CREATE INDEX uploads_user_idx ON public.uploads USING btree (user_id);
CREATE INDEX users_last_active_idx ON public.users USING btree (COALESCE(last_sign_in_at, created_at)) WHERE (role = 'user'::text);

ALTER TABLE address_proofs ADD CONSTRAINT address_proofs_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES therapist_submissions(id) ON DELETE SET NULL;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE admin_recovery_codes ADD CONSTRAINT admin_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES admin_second_factors(user_id) ON DELETE CASCADE;
ALTER TABLE admin_second_factors ADD CONSTRAINT admin_second_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE analytics_daily ADD CONSTRAINT analytics_daily_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE analytics_events ADD CONSTRAINT analytics_events_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE blog_post_views ADD CONSTRAINT blog_post_views_post_id_fkey FOREIGN KEY (post_id) REFERENCES blog_posts(id) ON DELETE CASCADE;
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE CASCADE;
ALTER TABLE contact_inquiries ADD CONSTRAINT contact_inquiries_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE CASCADE;
ALTER TABLE email_change_tokens ADD CONSTRAINT email_change_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE featured_checkouts ADD CONSTRAINT featured_checkouts_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE featured_checkouts ADD CONSTRAINT featured_checkouts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE featured_customers ADD CONSTRAINT featured_customers_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE featured_payments ADD CONSTRAINT featured_payments_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE featured_payments ADD CONSTRAINT featured_payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE inquiry_follow_ups ADD CONSTRAINT inquiry_follow_ups_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES contact_inquiries(id) ON DELETE CASCADE;
ALTER TABLE presignup_featured_payments ADD CONSTRAINT presignup_featured_payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE profile_change_requests ADD CONSTRAINT profile_change_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE profile_change_requests ADD CONSTRAINT profile_change_requests_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE profile_change_requests ADD CONSTRAINT profile_change_requests_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE CASCADE;
ALTER TABLE search_documents ADD CONSTRAINT search_documents_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE CASCADE;
ALTER TABLE therapist_submissions ADD CONSTRAINT therapist_submissions_reviewed_by_fkey FOREIGN KEY (reviewed_by) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE therapist_submissions ADD CONSTRAINT therapist_submissions_therapist_id_fkey FOREIGN KEY (therapist_id) REFERENCES therapists(id) ON DELETE SET NULL;
ALTER TABLE therapist_submissions ADD CONSTRAINT therapist_submissions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE therapists ADD CONSTRAINT therapists_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE upload_urls ADD CONSTRAINT upload_urls_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE uploads ADD CONSTRAINT uploads_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;

CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER featured_checkouts_set_updated_at BEFORE UPDATE ON public.featured_checkouts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER presignup_featured_payments_set_updated_at BEFORE UPDATE ON public.presignup_featured_payments FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER search_document_removed AFTER DELETE ON public.search_documents FOR EACH ROW EXECUTE FUNCTION search_document_removed();
CREATE TRIGGER search_index_notify AFTER UPDATE ON public.search_index_state FOR EACH ROW WHEN (((old.version IS DISTINCT FROM new.version) OR (old.generation IS DISTINCT FROM new.generation) OR (old.terms_version IS DISTINCT FROM new.terms_version))) EXECUTE FUNCTION search_index_notify();
CREATE TRIGGER therapist_submissions_clear_accepting_wait BEFORE INSERT OR UPDATE OF accepting_clients, accepting_wait ON public.therapist_submissions FOR EACH ROW EXECUTE FUNCTION clear_accepting_wait();
CREATE TRIGGER therapist_submissions_fee_range BEFORE INSERT OR UPDATE OF rate, session_minutes, couples_fee, sliding_scale, sliding_scale_min, free_consultation_minutes, fee_range ON public.therapist_submissions FOR EACH ROW EXECUTE FUNCTION set_fee_range();
CREATE TRIGGER therapist_submissions_set_updated_at BEFORE UPDATE ON public.therapist_submissions FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER therapists_clear_accepting_wait BEFORE INSERT OR UPDATE OF accepting_clients, accepting_wait ON public.therapists FOR EACH ROW EXECUTE FUNCTION clear_accepting_wait();
CREATE TRIGGER therapists_fee_range BEFORE INSERT OR UPDATE OF rate, session_minutes, couples_fee, sliding_scale, sliding_scale_min, free_consultation_minutes, fee_range ON public.therapists FOR EACH ROW EXECUTE FUNCTION set_fee_range();
CREATE TRIGGER therapists_set_updated_at BEFORE UPDATE ON public.therapists FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION set_updated_at();
