import { sql, type CommonQueryMethods, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { TherapistCardSchema } from "#app/therapists/card.ts";
import { buildDocument, facetPairs, WORD_FACET, wordLabels, type SearchDocument } from "./document.ts";
import { KEPT_CHANGES } from "./facet-index.ts";

// Writes the search index from the source tables. Every write takes one advisory lock, so documents, terms and the
// index version (search_index_state, read by each process's facet copy: facet-index.ts) always change together
// and concurrent writers never deadlock.

const SEARCH_WRITE_LOCK = 72_411_002;

const SourceRow = TherapistCardSchema.extend({
  status: z.string(),
  licenseNumber: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  availability: z.string().nullable(),
});

const sourceColumns = sql.fragment`
  t.id, t.slug, t.first_name AS "firstName", t.last_name AS "lastName", t.credentials,
  t.credential_types AS "credentialTypes", t.bio, t.profile_image_url AS "profileImageUrl", t.city, t.province,
  t.rating, t.review_count AS "reviewCount", t.specialties, t.therapy_types AS "therapyTypes",
  t.virtual_sessions AS "virtualSessions", t.in_person_sessions AS "inPersonSessions",
  t.student_friendly AS "studentFriendly", t.accepting_clients AS "acceptingClients",
  t.is_featured AS "isFeatured", t.featured_until AS "featuredUntil", t.status, t.rate, t.fee_range AS "feeRange", t.address, t.phone,
  t.license_number AS "licenseNumber", t.years_experience AS "yearsExperience", t.availability,
  t.insurance_providers AS "insuranceProviders"`;

/** A stored document's number and "facet=value" pairs (word pairs included). */
const DocPairs = z.object({ docNo: z.number().int(), facets: z.array(z.string()) });

async function lock(tx: CommonQueryMethods) {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${SEARCH_WRITE_LOCK})`);
}

/** The next index version, with the document it changed; the log keeps the last KEPT_CHANGES versions. */
async function logChange(tx: CommonQueryMethods, docNo: number) {
  await tx.query(sql.unsafe`
    WITH next AS (UPDATE search_index_state SET version = version + 1 RETURNING version),
    logged AS (INSERT INTO search_index_changes (version, doc_no) SELECT version, ${docNo} FROM next)
    DELETE FROM search_index_changes WHERE version <= (SELECT version FROM next) - ${KEPT_CHANGES}`);
}

/**
 * The words of the searchable facet values of the chosen documents (a city by its name as written), for
 * search_term_values: a query word naming a value filters by it.
 */
async function insertTermValues(tx: CommonQueryMethods, documents: SqlFragment) {
  await tx.query(sql.unsafe`
    INSERT INTO search_term_values (term, facet, value)
    SELECT DISTINCT u.lexeme, v.facet, v.value
    FROM (
      SELECT DISTINCT split_part(p, '=', 1) AS facet, substr(p, strpos(p, '=') + 1) AS value, d.card ->> 'city' AS city
      FROM search_documents d CROSS JOIN LATERAL unnest(d.facets) AS p
      WHERE ${documents} AND split_part(p, '=', 1) IN ('specialty', 'therapyType', 'city', 'insuranceProvider')
    ) v
    CROSS JOIN LATERAL unnest(to_tsvector('directory', CASE WHEN v.facet = 'city' THEN coalesce(v.city, v.value) ELSE v.value END)) AS u
    ON CONFLICT DO NOTHING`);
}

/** Brings one therapist's document in line with the source row: written if approved, removed otherwise. */
export async function indexTherapist(db: DatabasePool, therapistId: string, now = Date.now()) {
  return db.transaction(async (tx) => {
    await lock(tx);
    const source = await tx.maybeOne(sql.type(SourceRow)`SELECT ${sourceColumns} FROM therapists t WHERE t.id = ${therapistId}`);
    const existing = await tx.maybeOne(sql.type(DocPairs)`
      SELECT doc_no AS "docNo", facets FROM search_documents WHERE therapist_id = ${therapistId}`);
    if (!source || source.status !== "approved") {
      if (existing) {
        await tx.query(sql.unsafe`DELETE FROM search_documents WHERE therapist_id = ${therapistId}`);
        await logChange(tx, existing.docNo);
      }
      return { indexed: false as const, featuredUntil: null };
    }
    const doc = buildDocument(source, now);
    const written = await tx.one(sql.type(DocPairs)`${upsertDocuments([doc])} RETURNING doc_no AS "docNo", facets`);
    const same = existing?.docNo === written.docNo && existing.facets.join("\n") === written.facets.join("\n");
    if (!same) {
      await logChange(tx, written.docNo);
      await insertTermValues(tx, sql.fragment`d.therapist_id = ${therapistId}`);
    }
    await tx.query(sql.unsafe`
      INSERT INTO search_terms (term)
      SELECT DISTINCT u.lexeme FROM search_documents d CROSS JOIN LATERAL unnest(d.search) AS u
      WHERE d.therapist_id = ${therapistId}
      ON CONFLICT DO NOTHING`);
    return { indexed: true as const, featuredUntil: doc.featured ? doc.featuredUntil : null };
  });
}

/**
 * Rebuilds every document and the term lists in one transaction, under a new index generation (every process
 * reloads its facet copy): searches running meanwhile keep reading the previous index until it commits. Returns
 * how many documents it wrote.
 */
export async function rebuildIndex(db: DatabasePool, now = Date.now(), batchSize = 2000): Promise<number> {
  const written = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(sql.unsafe`SET LOCAL statement_timeout = 0`); // a rebuild of a large index may take minutes
    await tx.query(sql.unsafe`CREATE TEMPORARY TABLE seen (id uuid PRIMARY KEY) ON COMMIT DROP`);
    // Documents are renumbered from 0 with no gaps (the facet copies' bitsets are as long as the highest number);
    // the numbers' uniqueness is checked at commit, as documents swap numbers on the way.
    await tx.query(sql.unsafe`SET CONSTRAINTS search_documents_doc_no_key DEFERRED`);
    const order = await tx.anyFirst(sql.type(z.object({ id: z.string() }))`
      SELECT id FROM therapists WHERE status = 'approved' ORDER BY id`);
    const numbers = new Map(order.map((id, n) => [id, n]));
    let next = order.length; // for a therapist approved since the order was read
    let written = 0;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = await tx.any(sql.type(SourceRow)`
        SELECT ${sourceColumns} FROM therapists t
        WHERE t.status = 'approved' AND t.id > ${after}
        ORDER BY t.id LIMIT ${batchSize}`);
      if (rows.length === 0) break;
      const docs = rows.map((row) => buildDocument(row, now));
      await tx.query(sql.unsafe`${upsertDocuments(docs, docs.map((d) => numbers.get(d.therapistId) ?? next++))}`);
      await tx.query(sql.unsafe`INSERT INTO seen (id) SELECT unnest(${sql.array(docs.map((d) => d.therapistId), "uuid")})`);
      written += docs.length;
      after = rows[rows.length - 1]!.id;
    }
    await tx.query(sql.unsafe`DELETE FROM search_documents d WHERE NOT EXISTS (SELECT 1 FROM seen s WHERE s.id = d.therapist_id)`);
    await tx.query(sql.unsafe`UPDATE search_index_state SET generation = gen_random_uuid(), version = version + 1`);
    await tx.query(sql.unsafe`DELETE FROM search_index_changes`);
    await tx.query(sql.unsafe`DELETE FROM search_term_values`);
    await insertTermValues(tx, sql.fragment`TRUE`);
    await tx.query(sql.unsafe`DELETE FROM search_terms`);
    await tx.query(sql.unsafe`
      INSERT INTO search_terms (term)
      SELECT DISTINCT u.lexeme FROM search_documents d CROSS JOIN LATERAL unnest(d.search) AS u`);
    return written;
  });
  // New documents continue after the last number. Set after the commit (a sequence ignores rollbacks) and under
  // the write lock, so that no writer holds a number taken before.
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(sql.unsafe`
      SELECT setval('search_doc_no_seq', (SELECT coalesce(max(doc_no), -1) + 1 FROM search_documents), false)`);
  });
  // Fresh statistics: the planner picks e.g. the (city, boost) index for a city + specialty page only when it
  // knows how common each city and specialty is.
  await db.query(sql.unsafe`ANALYZE search_documents, search_terms, search_term_values`);
  return written;
}

export async function indexIsBehind(db: DatabasePool): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ behind: z.boolean() }))`
    SELECT NOT EXISTS (SELECT 1 FROM search_documents)
       AND EXISTS (SELECT 1 FROM therapists WHERE status = 'approved') AS behind`);
}

/**
 * The INSERT ... ON CONFLICT of whole documents (one statement for any number of them). With docNos (a rebuild),
 * each document takes the given number; without, a new one takes the next and an existing one keeps its own.
 */
function upsertDocuments(docs: readonly SearchDocument[], docNos?: readonly number[]) {
  const rows = docs.map((d, i) => ({
    doc_no: docNos?.[i] ?? null,
    therapist_id: d.therapistId,
    sort_name: d.sortName,
    city_key: d.cityKey,
    lat: d.lat,
    lng: d.lng,
    specialties: d.specialties,
    issues: d.issues,
    therapy_types: d.therapyTypes,
    insurance: d.insurance,
    online: d.online,
    in_person: d.inPerson,
    accepting: d.accepting,
    price_band: d.priceBand,
    rating: d.rating,
    review_count: d.reviewCount,
    completeness: d.completeness,
    featured: d.featured,
    featured_until: d.featuredUntil === null ? null : new Date(d.featuredUntil).toISOString(),
    boost: d.boost,
    a: d.text.a,
    b: d.text.b,
    c: d.text.c,
    d: d.text.d,
    facets: facetPairs(d),
    labels: wordLabels(d).join(" ; "),
    card: d.card,
  }));
  return sql.fragment`
    INSERT INTO search_documents AS s (doc_no, therapist_id, sort_name, city_key, lat, lng, specialties, issues, therapy_types,
      insurance, online, in_person, accepting, price_band, rating, review_count, completeness, featured,
      featured_until, boost, search, facets, card, indexed_at)
    SELECT coalesce(x.doc_no, nextval('search_doc_no_seq')), x.therapist_id, x.sort_name, x.city_key, x.lat, x.lng, x.specialties, x.issues, x.therapy_types,
      x.insurance, x.online, x.in_person, x.accepting, x.price_band, x.rating, x.review_count, x.completeness,
      x.featured, x.featured_until, x.boost,
      setweight(to_tsvector('directory', x.a), 'A') || setweight(to_tsvector('directory', x.b), 'B') ||
      setweight(to_tsvector('directory', x.c), 'C') || setweight(to_tsvector('directory', x.d), 'D'),
      x.facets || coalesce((
        SELECT array_agg(${WORD_FACET}::text || '=' || u.lexeme ORDER BY u.lexeme) FROM unnest(to_tsvector('directory', x.labels)) AS u
      ), '{}'),
      x.card, now()
    FROM jsonb_to_recordset(${sql.jsonb(rows)}) AS x(
      doc_no integer, therapist_id uuid, sort_name text, city_key text, lat double precision, lng double precision,
      specialties text[], issues text[], therapy_types text[], insurance text[], online boolean, in_person boolean,
      accepting boolean, price_band text, rating numeric, review_count integer, completeness smallint,
      featured boolean, featured_until timestamptz, boost integer, a text, b text, c text, d text,
      facets text[], labels text, card jsonb)
    ON CONFLICT (therapist_id) DO UPDATE SET
      doc_no = ${docNos ? sql.fragment`EXCLUDED.doc_no` : sql.fragment`s.doc_no`}, sort_name = EXCLUDED.sort_name, city_key = EXCLUDED.city_key, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
      specialties = EXCLUDED.specialties, issues = EXCLUDED.issues, therapy_types = EXCLUDED.therapy_types,
      insurance = EXCLUDED.insurance, online = EXCLUDED.online, in_person = EXCLUDED.in_person,
      accepting = EXCLUDED.accepting, price_band = EXCLUDED.price_band, rating = EXCLUDED.rating,
      review_count = EXCLUDED.review_count, completeness = EXCLUDED.completeness, featured = EXCLUDED.featured,
      featured_until = EXCLUDED.featured_until, boost = EXCLUDED.boost, search = EXCLUDED.search,
      facets = EXCLUDED.facets, card = EXCLUDED.card, indexed_at = now()`;
}
