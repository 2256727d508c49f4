import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { searchKey } from "./document.ts";

// Free text. Each word of a query is looked up in search_terms (the words of names, credentials, specialties,
// approaches, insurers and cities): a known word, or the start of one, is kept as typed and matches as a prefix
// ('trau' finds trauma); an unknown word is replaced by its closest term by trigram similarity ('anxeity' →
// anxiety, 'tornto' → toronto, 'emdrr' → emdr). Then:
// - a word that names facet values (a specialty, approach, city or insurer) becomes a filter on those values,
//   answered from the facet bit strings: broad words cost no document scan;
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
export type TextQuery = {
  /** The words searched, after correction. */
  words: string[];
  corrected: boolean;
  /** One entry per word that names facet values: a document must have at least one of them. */
  facetWords: FacetValue[][];
  /** The other words, as a tsquery over the documents' text (null when there are none). */
  tsquery: string | null;
};

const Lookup = z.object({ word: z.string(), known: z.boolean(), suggestion: z.string().nullable() });
const Named = z.object({ position: z.number().int(), facet: z.string(), value: z.string() });

export async function toTextQuery(db: CommonQueryMethods, query: string): Promise<TextQuery | null> {
  const typed = tokenize(query);
  if (typed.length === 0) return null;
  const lookups = await db.any(sql.type(Lookup)`
    SELECT w.word,
      EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.word || '%') AS known,
      CASE WHEN length(w.word) >= 3 THEN (
        SELECT t.term FROM search_terms t WHERE t.term % w.word
        ORDER BY similarity(t.term, w.word) DESC, t.term LIMIT 1
      ) END AS suggestion
    FROM unnest(${sql.array(typed, "text")}) WITH ORDINALITY AS w(word, position)
    ORDER BY w.position`);
  const words = lookups.map(({ word, known, suggestion }) => ({
    word: known || !suggestion ? word : suggestion,
    prefix: known || !suggestion,
  }));
  const named = await db.any(sql.type(Named)`
    SELECT w.position::int AS position, v.facet, v.value
    FROM unnest(${sql.array(words.map((w) => w.word), "text")}, ${sql.array(words.map((w) => w.prefix), "bool")})
         WITH ORDINALITY AS w(word, prefix, position)
    JOIN search_term_values v ON (w.prefix AND v.term LIKE w.word || '%') OR (NOT w.prefix AND v.term = w.word)`);
  const facetWords: FacetValue[][] = [];
  const textParts: string[] = [];
  words.forEach(({ word, prefix }, index) => {
    const values = named.filter((n) => n.position === index + 1).map(({ facet, value }) => ({ facet, value }));
    if (values.length > 0) facetWords.push(values);
    else textParts.push(prefix ? `${word}:*` : `'${word.replace(/'/g, "''")}'`);
  });
  return {
    words: words.map((w) => w.word),
    corrected: lookups.some(({ known, suggestion }) => !known && suggestion !== null),
    facetWords,
    tsquery: textParts.length > 0 ? textParts.join(" & ") : null,
  };
}
