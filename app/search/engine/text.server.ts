import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { prepared } from "#app/db/prepared.server.ts";
import { FRENCH_IGNORED, toDirectoryQuery } from "#app/reference/french-terms.ts";
import { crisisAsSpecialty } from "../crisis.ts";
import { searchableText } from "../text-query.ts";
import { FIT_WORDS } from "./fit-words.ts";

// Free text. A query is split into words as the documents are (see toTextQuery). Each word is looked up in
// search_terms (every word of the documents: names, credentials, bios, specialties, approaches, insurers, cities):
// a known word, or the start of one, is kept as typed and matches as a prefix ('trau' finds trauma); only a word
// that matches nothing is replaced by its closest term by trigram similarity (closest_search_term, sql/029:
// 'anxeity' → anxiety, 'tornto' → toronto, 'emdrr' → emdr), so a real word of a bio is never "corrected". A word
// matches the documents whose text has one of the terms it matches, counted from the in-memory copy by their "word="
// pairs; the facet values those terms name (a specialty, approach, city or insurer: 'hamilton', 'anxiety') rank the
// documents that have one first. A French name of a facet value is read as the value's English words first
// ('anxiété' as 'anxiety', 'troubles alimentaires' as 'Eating Disorders': reference/french-terms.ts), so it finds and
// counts what the English does and is never "corrected"; the long form of a short name is read as that name ("post-
// traumatic stress disorder" as PTSD, "in person" as the one word a listing in person has: toDirectoryQuery). A
// phrase of wanting to die is read as "suicidal" (crisis.ts). A word of the names of identities, populations and
// access needs is never corrected (fit-words.ts).

const MAX_WORDS = 8;

/** Words that carry no meaning in a therapist directory search ("anxiety therapist near me in toronto"). */
const IGNORED = [
  "a",
  "an",
  "and",
  "the",
  "in",
  "of",
  "for",
  "with",
  "near",
  "me",
  "my",
  "to",
  "or",
  "at",
  "on",
  "i",
  "therapist",
  "therapists",
  "therapy",
  "counsellor",
  "counsellors",
  "counselor",
  "counselors",
  "counselling",
  "counseling",
  "psychotherapist",
  "psychotherapists",
  "psychotherapy",
  "speaking",
  "speaks",
  "speaker",
  "speakers",
  "spoken",
  "session",
  "sessions",
  ...FRENCH_IGNORED,
];

/** The words of the index: a write that adds one takes the next terms version. */
export type TermsHead = { generation: string; termsVersion: number };
export type FacetValue = { facet: string; value: string };
/** One word of a query, as matched. */
type TextWord = {
  /** The terms it matches: the word itself or the words it starts (a corrected word: that term alone). */
  terms: string[];
  /** The facet values those terms name: a document with one of them is an exact match. */
  values: FacetValue[];
};
export type TextQuery = {
  /** The words searched, after correction. */
  words: string[];
  corrected: boolean;
  matches: TextWord[];
};

const Word = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  termsVersion: z.coerce.number().int(),
  word: z.string(),
  corrected: z.boolean(),
  terms: z.array(z.string()),
  values: z.array(z.object({ facet: z.string(), value: z.string() })),
});

/** The query's words as read, and the index and terms versions they were read at (null: no word). */
export async function toTextQuery(
  db: CommonQueryMethods,
  query: string,
): Promise<{ text: TextQuery; seen: TermsHead & { version: number } } | null> {
  // One round trip. The query is split into words by the same parser and dictionaries as the documents (the
  // 'directory' configuration: "O'Neil" is o + neil, "Søren" soren, "Groß" gross; a slash separates words:
  // searchableText), in first-seen order, words that carry no meaning dropped (a query of them alone, as
  // "therapist near me", has no words: every listing is found, none "corrected"). Each word is kept (a known word, or the start of
  // one: a prefix is the range from the word to the word followed by the highest character, which the pattern
  // index serves) or, when it matches nothing, corrected; then the terms in its range (a whole word: up to the word
  // followed by the lowest character) and the facet values they name. A known plural also matches its singular as
  // a whole word (search_singular, sql/047: 'adults' finds 'adult', 'families' 'family'), never the singular's
  // longer words.
  const words = await db.any(
    prepared(sql.type(Word)`
    WITH lexemes AS (
      SELECT left(u.lexeme, 40) AS word, u.positions[1] AS position
      FROM unnest(to_tsvector('directory', ${toDirectoryQuery(crisisAsSpecialty(searchableText(query.slice(0, 500))))})) AS u
    ),
    typed AS MATERIALIZED (
      SELECT l.word, l.position FROM lexemes l
      WHERE l.word <> ALL(${sql.array(IGNORED, "text")})
      ORDER BY l.position LIMIT ${MAX_WORDS}
    ),
    looked AS MATERIALIZED (
      SELECT t.word, t.position,
        EXISTS (SELECT 1 FROM search_terms s WHERE s.term ~>=~ t.word AND s.term ~<~ (t.word || chr(1114111))) AS known
      FROM typed t
    ),
    suggested AS MATERIALIZED (
      SELECT l.word, l.position, l.known,
        CASE WHEN NOT l.known AND length(l.word) >= 3 AND l.word <> ALL(${sql.array(FIT_WORDS, "text")})
          THEN closest_search_term(l.word) END AS suggestion
      FROM looked l
    ),
    chosen AS MATERIALIZED (
      SELECT position, NOT known AND suggestion IS NOT NULL AS corrected,
             CASE WHEN known OR suggestion IS NULL THEN word ELSE suggestion END AS word,
             CASE WHEN known OR suggestion IS NULL THEN word || chr(1114111) ELSE suggestion || chr(1) END AS below,
             CASE WHEN known THEN search_singular(word) END AS singular
      FROM suggested
    )
    SELECT s.generation, s.version, s.terms_version AS "termsVersion", c.word, c.corrected,
      coalesce((
        SELECT json_agg(t.term ORDER BY t.term) FROM (
          SELECT s.term FROM search_terms s WHERE s.term ~>=~ c.word AND s.term ~<~ c.below
          UNION SELECT s.term FROM search_terms s WHERE s.term = c.singular
        ) t
      ), '[]') AS terms,
      coalesce((
        SELECT json_agg(DISTINCT jsonb_build_object('facet', v.facet, 'value', v.value)) FROM (
          SELECT v.facet, v.value FROM search_term_values v WHERE v.term ~>=~ c.word AND v.term ~<~ c.below
          UNION SELECT v.facet, v.value FROM search_term_values v WHERE v.term = c.singular
        ) v
      ), '[]') AS values
    FROM chosen c CROSS JOIN search_index_state s ORDER BY c.position`),
  );
  if (words.length === 0) return null;
  const text = {
    words: words.map((w) => w.word),
    corrected: words.some((w) => w.corrected),
    matches: words.map((w) => ({ terms: w.terms, values: w.values })),
  };
  const [{ generation, version, termsVersion }] = words as [z.infer<typeof Word>];
  return { text, seen: { generation, version, termsVersion } };
}
