import { sql, type CommonQueryMethods, type DatabasePool } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { PublicProfileSchema } from "#app/therapists/card.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { NAME_FACET, WORD_FACET } from "#app/search/facets.ts";
import { buildDocument, facetPairs, type SearchDocument } from "./document.ts";
import { KEPT_CHANGES } from "#app/search/engine/facet-index.server.ts";
import { KEY_SIGNATURE } from "#app/search/engine/sort-keys.server.ts";
import { valueWordsOf } from "./value-words.ts";
import { pruneVocabulary } from "./vocabulary.ts";
import { lockSearchWrites } from "./write-lock.ts";

// Writes the search index from the source tables. Every write takes one advisory lock (write-lock.ts), so documents, terms and the
// index version (search_index_state, read by each process's copy of the index: facet-index.server.ts) always change together
// and concurrent writers never deadlock. A written document whose facets, sort keys or card changed is logged here; a removed one by
// the table's trigger (sql/024), so that a removal by a cascade is logged too.

/**
 * The format of the documents this code writes (search_index_state.document_format): raised whenever a document
 * gains fields or pairs, so that an index written by older code is rebuilt (indexIsBehind). 1: fees and coverage.
 * 2: languages of service (the card's languages, the "language=<code>" pairs).
 * 3: identity, populations and access (the card's codes, the "identity=", "population=", "access=" pairs).
 * 4: office locations (the "place=<lat>,<lng>" pair; no point for a listing without an office).
 * 5: the grief issue implied only by a loss grieved ("Pet Loss", not "Dementia & Memory Loss").
 * 6: the languages of sessions and their formats among the text's words ("spanish", "online", "in person").
 * 7: a slash or backslash separates the text's words ("anxiety/depression": searchableText).
 * 8: the text's words: the credential badges, the cost facts (sliding scale, free consultation, direct billing),
 * in person as one word ("inperson"), the issues a listing's specialties name rather than their umbrella specialty,
 * "francophone" for sessions in French.
 * 9: a name with an apostrophe also as one word without it ("OBrien").
 * 10: the card's feeRange made from the fees (sql/053).
 */
export const DOCUMENT_FORMAT = 10;

/** The source row of a document: the public profile it is built from, and whether it is approved. */
const SourceRow = PublicProfileSchema.extend(TherapistRow.pick({ status: true }).shape);
const sourceColumns = selectOf("t", SourceRow);

/** A stored document's number, "facet=value" pairs (word pairs included), sort keys (KEY_SIGNATURE) and card (a hash). */
const DocPairs = z.object({ docNo: z.number().int(), facets: z.array(z.string()), keys: z.string(), card: z.string() });
const docPairs = sql.fragment`doc_no AS "docNo", facets, ${KEY_SIGNATURE} AS keys, md5(card::text) AS card`;
/** Whether a write changed what each process holds of a document: its facet values, sort keys or kept card. */
const changedIn = (before: z.infer<typeof DocPairs> | undefined, after: z.infer<typeof DocPairs>) =>
  before?.docNo !== after.docNo ||
  before.keys !== after.keys ||
  before.card !== after.card ||
  before.facets.join("\n") !== after.facets.join("\n");

/** After `added` (the words a statement inserted): any at all takes the next terms version (what a query's words read). */
const termsAdded = sql.fragment`UPDATE search_index_state SET terms_version = terms_version + 1 WHERE EXISTS (SELECT 1 FROM added)`;

/**
 * The next index versions, one per document changed (in the order given); the log keeps the last KEPT_CHANGES
 * versions.
 */
async function logChanges(tx: CommonQueryMethods, docNos: readonly number[]) {
  if (docNos.length === 0) return;
  await tx.query(sql.unsafe`
    WITH next AS (UPDATE search_index_state SET version = version + ${docNos.length} RETURNING version),
    logged AS (
      INSERT INTO search_index_changes (version, doc_no)
      SELECT (SELECT version FROM next) - ${docNos.length} + c.n, c.doc_no
      FROM unnest(${sql.array(docNos, "int4")}) WITH ORDINALITY AS c(doc_no, n)
    )
    DELETE FROM search_index_changes WHERE version <= (SELECT version FROM next) - ${KEPT_CHANGES}`);
}

/**
 * Files the words of the given therapists' stored documents' searchable facet values in search_term_values
 * (value-words.ts): a query word that names a value ranks the documents with that value first.
 */
async function insertValueWords(tx: CommonQueryMethods, therapistIds: readonly string[]): Promise<void> {
  if (therapistIds.length === 0) return;
  const docs = sql.fragment`(SELECT * FROM search_documents WHERE therapist_id = ANY(${sql.array(therapistIds, "uuid")})) d`;
  await tx.query(sql.unsafe`
    WITH added AS (
      INSERT INTO search_term_values (term, facet, value)
      SELECT v.term, v.facet, v.value FROM (${valueWordsOf(docs)}) v
      ON CONFLICT DO NOTHING RETURNING 1
    )
    ${termsAdded}`);
}

/** Whether a document's own pairs differ from its stored ones (undefined: none stored); word and name pairs follow from its text. */
const ownPairsChanged = (stored: readonly string[] | undefined, doc: SearchDocument) =>
  stored?.filter((pair) => !pair.startsWith(`${WORD_FACET}=`) && !pair.startsWith(`${NAME_FACET}=`)).join("\n") !==
  facetPairs(doc).join("\n");

/** Brings one therapist's document in line with the source row: written if approved, removed otherwise. */
export async function indexTherapist(db: DatabasePool, therapistId: string, now = Date.now()) {
  return db.transaction(async (tx) => {
    await lockSearchWrites(tx);
    const source = await tx.maybeOne(
      sql.type(SourceRow)`SELECT ${sourceColumns} FROM therapists t WHERE t.id = ${therapistId}`,
    );
    const existing = await tx.maybeOne(sql.type(DocPairs)`
      SELECT ${docPairs} FROM search_documents WHERE therapist_id = ${therapistId}`);
    if (!source || source.status !== "approved") {
      if (existing) {
        await tx.query(sql.unsafe`DELETE FROM search_documents WHERE therapist_id = ${therapistId}`); // logged by its trigger
      }
      return { indexed: false, removed: existing !== null };
    }
    const doc = buildDocument(source, now);
    const written = await tx.one(sql.type(DocPairs)`
      ${upsertDocuments([doc], new Map(existing ? [[therapistId, existing.docNo]] : []))} RETURNING ${docPairs}`);
    if (ownPairsChanged(existing?.facets, doc)) await insertValueWords(tx, [therapistId]);
    await logChanges(tx, changedIn(existing ?? undefined, written) ? [written.docNo] : []);
    await insertTerms(tx, [therapistId]);
    return { indexed: true, removed: false };
  });
}

/** Every word of the given therapists' documents, for search_terms (a query word is corrected only if unknown). */
async function insertTerms(tx: CommonQueryMethods, therapistIds: readonly string[]) {
  await tx.query(sql.unsafe`
    WITH added AS (
      INSERT INTO search_terms (term)
      SELECT DISTINCT u.lexeme FROM search_documents d CROSS JOIN LATERAL unnest(d.search) AS u
      WHERE d.therapist_id = ANY(${sql.array(therapistIds, "uuid")})
      ON CONFLICT DO NOTHING RETURNING 1
    )
    ${termsAdded}`);
}

/** A therapist's stored document (DocPairs) and whose it is. */
const StoredDoc = DocPairs.extend({ therapistId: z.string() });

/**
 * Rewrites every approved therapist's document from the source tables and removes the others. Each batch of
 * documents is its own short transaction under the write lock, so an approval or edit made meanwhile waits at
 * most one batch for its index-therapist job (never the whole rebuild) and is never lost: whichever writes a
 * document last read the source row last. A document keeps its number; a changed one is logged like any other
 * write, so each process's copy of the index catches up instead of reloading. The words no document holds any more
 * leave the vocabulary at the end. `afterBatch` runs between two batches, outside their transactions (progress, or
 * a test's writes). Returns how many documents it wrote.
 */
export async function rebuildIndex(
  db: DatabasePool,
  now = Date.now(),
  { batchSize = 1000, afterBatch }: { batchSize?: number; afterBatch?: (written: number) => Promise<void> } = {},
): Promise<number> {
  let written = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await lockSearchWrites(tx);
      const rows = await tx.any(sql.type(SourceRow)`
        SELECT ${sourceColumns} FROM therapists t
        WHERE t.status = 'approved' AND t.id > ${after}
        ORDER BY t.id LIMIT ${batchSize}`);
      if (rows.length === 0) return null;
      const ids = rows.map((row) => row.id);
      const before = new Map(
        (
          await tx.any(sql.type(StoredDoc)`
        SELECT therapist_id AS "therapistId", ${docPairs} FROM search_documents
        WHERE therapist_id = ANY(${sql.array(ids, "uuid")})`)
        ).map((doc) => [doc.therapistId, doc]),
      );
      const built = rows.map((row) => buildDocument(row, now));
      const valuesChanged = built.filter((doc) => ownPairsChanged(before.get(doc.therapistId)?.facets, doc));
      const docs = await tx.any(sql.type(StoredDoc)`
        ${upsertDocuments(built, new Map([...before].map(([id, doc]) => [id, doc.docNo])))}
        RETURNING therapist_id AS "therapistId", ${docPairs}`);
      const changed = docs.filter((doc) => changedIn(before.get(doc.therapistId), doc));
      await logChanges(
        tx,
        changed.map((doc) => doc.docNo),
      );
      await insertValueWords(
        tx,
        valuesChanged.map((doc) => doc.therapistId),
      );
      await insertTerms(tx, ids);
      return { count: rows.length, last: ids[ids.length - 1]! };
    });
    if (!batch) break;
    written += batch.count;
    after = batch.last;
    await afterBatch?.(written);
  }
  // the documents of therapists no longer approved (each removal logged by the table's trigger): found without the
  // lock (a scan of every document: seconds at 1,000,000, which no index job should wait for), then removed in
  // batches under it, each one checked again (a therapist approved since keeps the document; one unapproved since
  // is removed by the index-therapist job that the change enqueued)
  const unapproved = sql.fragment`NOT EXISTS (SELECT 1 FROM therapists t WHERE t.id = d.therapist_id AND t.status = 'approved')`;
  const stale = await db.anyFirst(sql.type(z.object({ id: z.string() }))`
    SELECT d.therapist_id AS id FROM search_documents d WHERE ${unapproved}`);
  for (let from = 0; from < stale.length; from += batchSize) {
    await db.transaction(async (tx) => {
      await lockSearchWrites(tx);
      await tx.query(sql.unsafe`
        DELETE FROM search_documents d
        WHERE d.therapist_id = ANY(${sql.array(stale.slice(from, from + batchSize), "uuid")}) AND ${unapproved}`);
    });
  }
  // the words that only the documents rewritten or removed held (vocabulary.ts)
  await pruneVocabulary(db, { batchSize });
  await db.query(sql.unsafe`UPDATE search_index_state SET document_format = ${DOCUMENT_FORMAT}`);
  // fresh statistics for the term lookups of a query (search_terms, search_term_values)
  await db.query(sql.unsafe`ANALYZE search_documents, search_terms, search_term_values`);
  return written;
}

/** Whether the index is empty while approved therapists exist, or was written in an older document format. */
export async function indexIsBehind(db: DatabasePool): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ behind: z.boolean() }))`
    SELECT (NOT EXISTS (SELECT 1 FROM search_documents)
       AND EXISTS (SELECT 1 FROM therapists WHERE status = 'approved'))
       OR (SELECT document_format FROM search_index_state) < ${DOCUMENT_FORMAT} AS behind`);
}

/**
 * The INSERT ... ON CONFLICT of whole documents (one statement for any number of them). An existing document
 * keeps its number (`numbers`, by therapist id: read under the write lock); only a new one takes the next, so no
 * number is used up by an update (numbers size each process's facet bitsets).
 */
function upsertDocuments(docs: readonly SearchDocument[], numbers: ReadonlyMap<string, number>) {
  const rows = docs.map((d) => ({
    doc_no: numbers.get(d.therapistId) ?? null,
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
    direct_billing_until: d.directBillingUntil === null ? null : new Date(d.directBillingUntil).toISOString(),
    text: d.text,
    facets: facetPairs(d),
    name: `${d.card.firstName} ${d.card.lastName}`,
    card: d.card,
  }));
  return sql.fragment`
    INSERT INTO search_documents AS s (doc_no, therapist_id, sort_name, city_key, lat, lng, specialties, issues, therapy_types,
      insurance, online, in_person, accepting, price_band, rating, review_count, completeness, featured,
      featured_until, boost, direct_billing_until, search, facets, card, indexed_at)
    SELECT coalesce(x.doc_no, nextval('search_doc_no_seq')), x.therapist_id, x.sort_name, x.city_key, x.lat, x.lng, x.specialties, x.issues, x.therapy_types,
      x.insurance, x.online, x.in_person, x.accepting, x.price_band, x.rating, x.review_count, x.completeness,
      x.featured, x.featured_until, x.boost, x.direct_billing_until, v.search, x.facets || search_word_pairs(v.search) || search_name_pairs(to_tsvector('directory', x.name)),
      x.card, now()
    FROM jsonb_to_recordset(${sql.jsonb(rows)}) AS x(
      doc_no integer, therapist_id uuid, sort_name text, city_key text, lat double precision, lng double precision,
      specialties text[], issues text[], therapy_types text[], insurance text[], online boolean, in_person boolean,
      accepting boolean, price_band text, rating numeric, review_count integer, completeness smallint,
      featured boolean, featured_until timestamptz, boost integer, direct_billing_until timestamptz, text text,
      facets text[], name text, card json)
    CROSS JOIN LATERAL (SELECT to_tsvector('directory', x.text) AS search) v
    ON CONFLICT (therapist_id) DO UPDATE SET
      sort_name = EXCLUDED.sort_name, city_key = EXCLUDED.city_key, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
      specialties = EXCLUDED.specialties, issues = EXCLUDED.issues, therapy_types = EXCLUDED.therapy_types,
      insurance = EXCLUDED.insurance, online = EXCLUDED.online, in_person = EXCLUDED.in_person,
      accepting = EXCLUDED.accepting, price_band = EXCLUDED.price_band, rating = EXCLUDED.rating,
      review_count = EXCLUDED.review_count, completeness = EXCLUDED.completeness, featured = EXCLUDED.featured,
      featured_until = EXCLUDED.featured_until, boost = EXCLUDED.boost,
      direct_billing_until = EXCLUDED.direct_billing_until, search = EXCLUDED.search,
      facets = EXCLUDED.facets, card = EXCLUDED.card, indexed_at = now()`;
}
