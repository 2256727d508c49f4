import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { WORD_FACET } from "./document.ts";

// Free text. A query is split into words as the documents are (see toTextQuery). Each word is looked up in
// search_terms (every word of the documents: names, credentials, bios, specialties, approaches, insurers, cities):
// a known word, or the start of one, is kept as typed and matches as a prefix ('trau' finds trauma); only a word
// that matches nothing is replaced by its closest term by trigram similarity ('anxeity' → anxiety, 'tornto' →
// toronto, 'emdrr' → emdr), so a real word of a bio is never "corrected". Then:
// - every word matches the documents whose text (names, credentials, bio, labels) has it;
// - a word that names facet values (a specialty, approach, city or insurer: 'hamilton', 'anxiety') is counted from
//   the in-memory facet index, by the "word=" pairs of the terms it matches (every document whose text has one),
//   so broad words cost no document scan; the documents with one of its values come first ("exact" matches:
//   therapists in Hamilton before Dr Hamilton in Ottawa). That holds while each term it matches names a value:
//   otherwise ('toronto' as the start of a bio's 'torontonian') it is matched in the text like any other word;
// - any other word (a name, a credential, a word of a bio) is matched in the documents' text, ranked.

const MAX_WORDS = 8;

/** Words that carry no meaning in a therapist directory search ("anxiety therapist near me in toronto"). */
const IGNORED = [
  "a", "an", "and", "the", "in", "of", "for", "with", "near", "me", "my", "to", "or", "at", "on", "i",
  "therapist", "therapists", "therapy", "counsellor", "counsellors", "counselor", "counselors", "counselling",
  "counseling", "psychotherapist", "psychotherapists", "psychotherapy",
];

export type FacetValue = { facet: string; value: string };
/** A word that names facet values, counted from the facet index. */
export type FacetWord = {
  /** The values it names: a document with one of them is an exact match. */
  values: FacetValue[];
  /** The documents whose text has the word, as "word=<term>" values, one per matched term. */
  terms: FacetValue[];
  /** The same documents as a tsquery over the documents' text. */
  tsquery: string;
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
  /** Whether every term the word matches names a facet value (so its "word=" pairs hold all its documents). */
  counted: z.boolean(),
});

/** One tsquery operand: the lexeme quoted as to_tsquery (and tsquery input) reads it, whole or as a prefix. */
export function operand(word: string, prefix: boolean): string {
  const quoted = `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  return prefix ? `${quoted}:*` : quoted;
}

export async function toTextQuery(db: CommonQueryMethods, query: string): Promise<TextQuery | null> {
  // One round trip. The query is split into words by the same parser and dictionaries as the documents (the
  // 'directory' configuration: "O'Neil" is o + neil, "Søren" soren, "Groß" gross), in first-seen order, words
  // that carry no meaning dropped unless nothing else is left. Each word is kept (a known word, or the start of
  // one: a prefix is the range from the word to the word followed by the highest character, which the pattern
  // index serves) or, when it matches nothing, corrected; then the facet values the resulting word names.
  const words = await db.any(sql.type(Word)`
    WITH lexemes AS (
      SELECT left(u.lexeme, 40) AS word, u.positions[1] AS position
      FROM unnest(to_tsvector('directory', ${query.slice(0, 500)})) AS u
    ),
    typed AS MATERIALIZED (
      SELECT l.word, l.position FROM lexemes l
      WHERE l.word <> ALL(${sql.array(IGNORED, "text")})
         OR NOT EXISTS (SELECT 1 FROM lexemes x WHERE x.word <> ALL(${sql.array(IGNORED, "text")}))
      ORDER BY l.position LIMIT ${MAX_WORDS}
    ),
    looked AS MATERIALIZED (
      SELECT t.word, t.position,
        EXISTS (SELECT 1 FROM search_terms s WHERE s.term ~>=~ t.word AND s.term ~<~ (t.word || chr(1114111))) AS known
      FROM typed t
    ),
    suggested AS MATERIALIZED (
      SELECT l.word, l.position, l.known,
        CASE WHEN NOT l.known AND length(l.word) >= 3 THEN (
          SELECT s.term FROM search_terms s WHERE s.term % l.word
          ORDER BY similarity(s.term, l.word) DESC, s.term LIMIT 1
        ) END AS suggestion
      FROM looked l
    ),
    chosen AS (
      SELECT position, known OR suggestion IS NULL AS prefix, NOT known AND suggestion IS NOT NULL AS corrected,
             CASE WHEN known OR suggestion IS NULL THEN word ELSE suggestion END AS word
      FROM suggested
    )
    SELECT c.word, c.prefix, c.corrected, coalesce((
      SELECT json_agg(json_build_object('term', v.term, 'facet', v.facet, 'value', v.value) ORDER BY v.facet, v.value)
      FROM search_term_values v
      WHERE (c.prefix AND v.term ~>=~ c.word AND v.term ~<~ (c.word || chr(1114111))) OR (NOT c.prefix AND v.term = c.word)
    ), '[]') AS named,
    NOT EXISTS (
      SELECT 1 FROM search_terms s
      WHERE ((c.prefix AND s.term ~>=~ c.word AND s.term ~<~ (c.word || chr(1114111))) OR (NOT c.prefix AND s.term = c.word))
        AND NOT EXISTS (SELECT 1 FROM search_term_values v WHERE v.term = s.term)
    ) AS counted
    FROM chosen c ORDER BY c.position`);
  if (words.length === 0) return null;
  const facetWords: FacetWord[] = [];
  const textParts: string[] = [];
  words.forEach(({ word, prefix, named, counted }) => {
    const values = [...new Map(named.map((v) => [`${v.facet}=${v.value}`, { facet: v.facet, value: v.value }])).values()];
    const terms = [...new Set(named.map((v) => v.term))].map((term) => ({ facet: WORD_FACET, value: term }));
    if (values.length > 0 && counted) facetWords.push({ values, terms, tsquery: operand(word, prefix) });
    else textParts.push(operand(word, prefix));
  });
  return {
    words: words.map((w) => w.word),
    corrected: words.some((w) => w.corrected),
    facetWords,
    tsquery: textParts.length > 0 ? textParts.join(" & ") : null,
  };
}
