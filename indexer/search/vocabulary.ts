import { sql, type DatabasePool, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import { KEPT_CHANGES } from "#app/search/engine/facet-index.server.ts";
import { valueWordsOf } from "./value-words.ts";
import { lockSearchWrites } from "./write-lock.ts";

// The search vocabulary holds a word only while a document holds it. search_terms: every word of a document's text
// (its name included); search_term_values: each word of a document's searchable facet values, per value
// (value-words.ts). A word no document holds any more (a listing removed or erased, a bio rewritten, a name changed)
// leaves with the next prune: the nightly rebuild ends with one, and the purge-search-vocabulary job runs one every
// 6 hours.
// No index says which documents hold a word (searches read words from each process's copy: decision 027), so which
// words are held is read from every document at once, without the write lock (a scan that no index job should wait
// for), at one index version. The words found unheld are then deleted in batches, each under the write lock and
// each word checked again against the documents written since that version (search_index_changes logs every
// document whose words changed), so a word a document gained meanwhile stays. When the log no longer reaches back to
// that version (another generation, or more than KEPT_CHANGES writes since), the prune stops; the next one goes on.
// Every batch that deletes a word takes the next terms version, so the words of queries kept by each process are
// read again (its notification: sql/049).

/** The words (search_terms) of the documents `d` of `docs`. */
const heldWords = (docs: FragmentSqlToken) =>
  sql.fragment`SELECT DISTINCT w.term FROM ${docs} CROSS JOIN LATERAL unnest(tsvector_to_array(d.search)) AS w(term)`;

const ValueWord = z.object({ term: z.string(), facet: z.string(), value: z.string() });
const Unheld = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  words: z.array(z.string()),
  valueWords: z.array(ValueWord),
});
const Pruned = z.object({ words: z.number().int(), valueWords: z.number().int() });

export type VocabularyPruned = z.infer<typeof Pruned> & {
  /** False when the prune stopped before its last batch (the next one goes on). */
  complete: boolean;
};

/**
 * Deletes the words no search document holds; returns how many went. Running it twice deletes nothing more.
 * `afterScan` runs once the unheld words are known, before the first batch (a test's writes).
 */
export async function pruneVocabulary(
  db: DatabasePool,
  { batchSize = 1000, afterScan }: { batchSize?: number; afterScan?: () => Promise<void> } = {},
): Promise<VocabularyPruned> {
  // one statement: the documents and the version are read from one snapshot
  const every = sql.fragment`search_documents d`;
  const unheld = await db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET LOCAL statement_timeout = 0`); // every document is read
    return tx.one(sql.type(Unheld)`
      WITH words AS MATERIALIZED (${heldWords(every)}),
      value_words AS MATERIALIZED (${valueWordsOf(every)})
      SELECT s.generation, s.version,
        coalesce((SELECT json_agg(t.term ORDER BY t.term) FROM search_terms t
                  WHERE NOT EXISTS (SELECT 1 FROM words w WHERE w.term = t.term)), '[]') AS words,
        coalesce((SELECT json_agg(json_build_object('term', v.term, 'facet', v.facet, 'value', v.value)
                    ORDER BY v.term, v.facet, v.value) FROM search_term_values v
                  WHERE NOT EXISTS (SELECT 1 FROM value_words w
                                    WHERE w.term = v.term AND w.facet = v.facet AND w.value = v.value)), '[]') AS "valueWords"
      FROM search_index_state s`);
  });
  await afterScan?.();
  const pruned = { words: 0, valueWords: 0, complete: true };
  const batches = Math.ceil(Math.max(unheld.words.length, unheld.valueWords.length) / batchSize);
  for (let i = 0; i < batches; i++) {
    const words = unheld.words.slice(i * batchSize, (i + 1) * batchSize);
    const valueWords = unheld.valueWords.slice(i * batchSize, (i + 1) * batchSize);
    const batch = await db.transaction(async (tx) => {
      await lockSearchWrites(tx);
      // the documents written since the version read, or null when the log no longer reaches back to it
      const since = sql.fragment`
        (SELECT * FROM search_documents WHERE doc_no IN (
          SELECT c.doc_no FROM search_index_changes c WHERE c.version > ${unheld.version})) d`;
      return tx.maybeOne(sql.type(Pruned)`
        WITH state AS (
          SELECT 1 FROM search_index_state s
          WHERE s.generation = ${unheld.generation} AND s.version - ${unheld.version} <= ${KEPT_CHANGES}
        ),
        words AS MATERIALIZED (${heldWords(since)}),
        value_words AS MATERIALIZED (${valueWordsOf(since)}),
        gone AS (
          DELETE FROM search_terms t
          WHERE EXISTS (SELECT 1 FROM state) AND t.term = ANY(${sql.array(words, "text")})
            AND NOT EXISTS (SELECT 1 FROM words w WHERE w.term = t.term)
          RETURNING 1
        ),
        gone_values AS (
          DELETE FROM search_term_values v
          USING jsonb_to_recordset(${sql.jsonb(valueWords)}) AS x(term text, facet text, value text)
          WHERE EXISTS (SELECT 1 FROM state) AND v.term = x.term AND v.facet = x.facet AND v.value = x.value
            AND NOT EXISTS (SELECT 1 FROM value_words w WHERE w.term = v.term AND w.facet = v.facet AND w.value = v.value)
          RETURNING 1
        ),
        versioned AS (
          UPDATE search_index_state SET terms_version = terms_version + 1
          WHERE EXISTS (SELECT 1 FROM gone) OR EXISTS (SELECT 1 FROM gone_values)
        )
        SELECT (SELECT count(*) FROM gone)::int AS words, (SELECT count(*) FROM gone_values)::int AS "valueWords"
        WHERE EXISTS (SELECT 1 FROM state)`);
    });
    if (!batch) return { ...pruned, complete: false };
    pruned.words += batch.words;
    pruned.valueWords += batch.valueWords;
  }
  return pruned;
}
