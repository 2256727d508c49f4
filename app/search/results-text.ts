import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";

// The directory's count texts, in the page's words (the directory catalogue's "results." messages).

type Say = (id: MessageId, values?: Values) => string;

/** 'N+' once the directory holds 20 or more therapists, otherwise 'Growing'. */
export function totalStat(totalInDatabase: number, say: Say): string {
  return totalInDatabase >= 20 ? `${totalInDatabase}+` : say("home.growing");
}

export type CountTextInput = {
  loading: boolean;
  /** Cards on this page. */
  shown: number;
  /** Therapists matching the filters. */
  total: number;
  totalInDatabase: number;
  /** Whether any filter or word is set (they narrow the list only when fewer than all match). */
  filtered: boolean;
};

export function resultsCountText(input: CountTextInput, say: Say): string {
  const { loading, shown, total, totalInDatabase, filtered } = input;
  if (loading) return say("results.searching");
  const many = totalInDatabase >= 20;
  // "matching" when the filters narrow the list: a postal code alone orders it, "therapist near me" searches no word
  if (filtered && total < totalInDatabase)
    return say(many ? "results.filteredOf" : "results.filtered", { shown, total, all: totalInDatabase });
  if (many) return say("results.of", { shown, all: totalInDatabase });
  return say("results.verified", { shown });
}

/** A query one of whose words matched nothing and was replaced: the words searched instead, else null. */
export function correctedQuery(query: { words: string[]; corrected: boolean } | null): string | null {
  return query?.corrected ? query.words.join(" ") : null;
}
