import { useLocation, useNavigationType } from "react-router";

// A search form with a box searches as its visitor types (a pause) and on each choice (a select, a checkbox,
// Search): each such navigation carries its source in history state. The box follows the URL only when the page
// shown came from elsewhere (Back/Forward, a link, Clear all): a search the form asked for is one the box already
// holds, and what was typed while it loaded must stay in the box and still be searched.

/** What asked for a search's navigation: a pause in typing, or a deliberate choice. */
export type SearchSource = "typing" | "choice";

/** The source of the navigation that led to the page shown, when its search form asked for it; else undefined. */
export function useSearchSource(): SearchSource | undefined {
  const location = useLocation();
  const navigationType = useNavigationType();
  if (navigationType === "POP") return undefined;
  const source = (location.state as { source?: unknown } | null)?.source;
  return source === "typing" || source === "choice" ? source : undefined;
}
