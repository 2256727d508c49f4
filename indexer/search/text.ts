import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { searchKey, WORD_FACET } from "./document.ts";

// Free text. Each word of a query is looked up in search_terms (the words of names, credentials, specialties,
// approaches, insurers and cities): a known word, or the start of one, is kept as typed and matches as a prefix
// ('trau' finds trauma); an unknown word is replaced by its closest term by trigram similarity ('anxeity' →
// anxiety, 'tornto' → toronto, 'emdrr' → emdr). Then:
// - a word that names facet values (a specialty, approach, city or insurer) becomes a filter on those values,
//   counted from the in-memory facet index: broad words cost no document scan. Its counts use the stored "word="
//   values of the terms it matched (the same documents as its values: "grief" names three specialties);
// - any other word (a name, a credential, a word of a bio) is matched in the documents' text, ranked.

const MAX_WORDS = 8;

/** Words that carry no meaning in a therapist directory search ("anxiety therapist near me in toronto"). */
const IGNORED = new Set([
  "a", "an", "and", "the", "in", "of", "for", "with", "near", "me", "my", "to", "or", "at", "on", "i",
  "therapist", "therapists", "therapy", "counsellor", "counsellors", "counselor", "counselors", "counselling",
  "counseling", "psychotherapist", "psychotherapists", "psychotherapy",
]);

export function tokenize(query: string): string[] {
  const words = searchKey(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
  const meaningful = words.filter((word) => !IGNORED.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

export type FacetValue = { facet: string; value: string };
/** A word that names facet values: a document must have at least one of them. */
export type FacetWord = {
  values: FacetValue[];
  /** The same documents as "word=<term>" values, one per matched term (what facet counts intersect). */
  terms: FacetValue[];
};
export type TextQuery = {
  /** The words searched, after correction. */
  words: string[];
  corrected: boolean;
  facetWords: FacetWord[];
  /** The other words, as a tsquery over the documents' text (null when there are none). */
  tsquery: string | null;
};

const Word = z.object({
  word: z.string(),
  prefix: z.boolean(),
  corrected: z.boolean(),
  named: z.array(z.object({ term: z.string(), facet: z.string(), value: z.string() })),
});

export async function toTextQuery(db: CommonQueryMethods, query: string): Promise<TextQuery | null> {
  const typed = tokenize(query);
  if (typed.length === 0) return null;
  // One round trip: each word is kept (known, or the start of a known word) or corrected, then the facet
  // values the resulting word names are listed with it.
  const words = await db.any(sql.type(Word)`
    WITH looked AS MATERIALIZED (
      SELECT w.word, w.position, EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.word || '%') AS known
      FROM unnest(${sql.array(typed, "text")}) WITH ORDINALITY AS w(word, position)
    ),
    typed AS MATERIALIZED (
      SELECT l.word, l.position, l.known,
        CASE WHEN NOT l.known AND length(l.word) >= 3 THEN (
          SELECT t.term FROM search_terms t WHERE t.term % l.word
          ORDER BY similarity(t.term, l.word) DESC, t.term LIMIT 1
        ) END AS suggestion
      FROM looked l
    ),
    chosen AS (
      SELECT position, known OR suggestion IS NULL AS prefix, NOT known AND suggestion IS NOT NULL AS corrected,
             CASE WHEN known OR suggestion IS NULL THEN word ELSE suggestion END AS word
      FROM typed
    )
    SELECT c.word, c.prefix, c.corrected, coalesce((
      SELECT json_agg(json_build_object('term', v.term, 'facet', v.facet, 'value', v.value) ORDER BY v.facet, v.value)
      FROM search_term_values v
      WHERE (c.prefix AND v.term LIKE c.word || '%') OR (NOT c.prefix AND v.term = c.word)
    ), '[]') AS named
    FROM chosen c ORDER BY c.position`);
  const facetWords: FacetWord[] = [];
  const textParts: string[] = [];
  words.forEach(({ word, prefix, named }) => {
    const values = [...new Map(named.map((v) => [`${v.facet}=${v.value}`, { facet: v.facet, value: v.value }])).values()];
    const terms = [...new Set(named.map((v) => v.term))].map((term) => ({ facet: WORD_FACET, value: term }));
    if (values.length > 0) facetWords.push({ values, terms });
    else textParts.push(prefix ? `${word}:*` : `'${word.replace(/'/g, "''")}'`);
  });
  return {
    words: words.map((w) => w.word),
    corrected: words.some((w) => w.corrected),
    facetWords,
    tsquery: textParts.length > 0 ? textParts.join(" & ") : null,
  };
}
