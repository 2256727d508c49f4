import { specialtyForIssue } from "#app/reference/issues.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/specialties.ts";
import { NAME_FACET, WORD_FACET } from "../facets.ts";

// Which "facet=value" pairs the index counts for the filter panel. Kept apart from facets.ts, which the browser
// loads, so the browser does not load the list of every specialty.

/** The issue values worth counting: what the Issue dropdown offers (its first 20 specialties, mapped). */
export const COUNTED_ISSUES: readonly string[] = [
  ...new Set(ISSUE_DROPDOWN_SPECIALTIES.map((s) => specialtyForIssue(s) ?? s)),
];
const countedIssuePairs = new Set(COUNTED_ISSUES.map((issue) => `issue=${issue}`));

/** Whether a "facet=value" pair is ever shown with a count (every value but words, and issues beyond the dropdown's). */
export function isCountedPair(pair: string): boolean {
  if (pair.startsWith(`${WORD_FACET}=`) || pair.startsWith(`${NAME_FACET}=`)) return false;
  return !pair.startsWith("issue=") || countedIssuePairs.has(pair);
}
