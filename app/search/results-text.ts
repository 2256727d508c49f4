// The directory's count texts, word for word.

const SEARCHING_TEXT = "Searching...";
export const NO_RESULTS_TEXT = "No therapists found";
export const NO_RESULTS_HINT = "Try adjusting your search criteria or clear the filters";

/** 'N+' once the directory holds 20 or more therapists, otherwise 'Growing'. */
export function totalStat(totalInDatabase: number): string {
  return totalInDatabase >= 20 ? `${totalInDatabase}+` : "Growing";
}

export type CountTextInput = {
  loading: boolean;
  /** Cards on this page. */
  shown: number;
  /** Therapists matching the filters. */
  total: number;
  totalInDatabase: number;
  /** Whether any filter narrows the list. */
  filtered: boolean;
};

export function resultsCountText({ loading, shown, total, totalInDatabase, filtered }: CountTextInput): string {
  if (loading) return SEARCHING_TEXT;
  if (filtered) {
    const all = totalInDatabase >= 20 ? ` (${totalInDatabase}+ total)` : "";
    return `Showing ${shown} of ${total} matching therapists${all}`;
  }
  if (totalInDatabase >= 20) return `Showing ${shown} of ${totalInDatabase}+ therapists`;
  return `Showing ${shown} verified therapists`;
}

/** A query one of whose words matched nothing and was replaced: the words searched instead, else null. */
export function correctedQuery(query: { words: string[]; corrected: boolean } | null): string | null {
  return query?.corrected ? query.words.join(" ") : null;
}

/** Said above the results of a corrected query, before the words searched. */
export const CORRECTED_TEXT = "Showing results for";
