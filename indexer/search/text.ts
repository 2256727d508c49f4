import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { searchKey } from "./document.ts";

// Free text: the words of a query become a tsquery. Each word is looked up in search_terms (words of names,
// specialties, approaches, insurers and cities): a known word or the start of one matches as a prefix
// ('trau' finds trauma); an unknown word is replaced by its closest term by trigram similarity ('anxeity' →
// anxiety, 'tornto' → toronto, 'emdrr' → emdr); a word with no close term still searches bios as typed.

const MAX_WORDS = 8;

export function tokenize(query: string): string[] {
  return searchKey(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40))
    .slice(0, MAX_WORDS);
}

const Lookup = z.object({ word: z.string(), known: z.boolean(), suggestion: z.string().nullable() });

export type TextQuery = { tsquery: string; words: string[]; corrected: boolean };

export async function toTextQuery(db: CommonQueryMethods, query: string): Promise<TextQuery | null> {
  const words = tokenize(query);
  if (words.length === 0) return null;
  const lookups = await db.any(sql.type(Lookup)`
    SELECT w.word,
      EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.word || '%') AS known,
      CASE WHEN length(w.word) >= 3 THEN (
        SELECT t.term FROM search_terms t WHERE t.term % w.word
        ORDER BY similarity(t.term, w.word) DESC, t.term LIMIT 1
      ) END AS suggestion
    FROM unnest(${sql.array(words, "text")}) WITH ORDINALITY AS w(word, position)
    ORDER BY w.position`);
  let corrected = false;
  const parts = lookups.map(({ word, known, suggestion }) => {
    if (known || !suggestion) return `${word}:*`;
    corrected = true;
    return `'${suggestion.replace(/'/g, "''")}'`;
  });
  return {
    tsquery: parts.join(" & "),
    words: lookups.map(({ word, known, suggestion }) => (known || !suggestion ? word : suggestion)),
    corrected,
  };
}
