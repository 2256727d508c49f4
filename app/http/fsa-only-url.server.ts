import { redirect } from "react-router";
import { nearParam } from "#app/search/near.ts";
import { ownPath } from "./own-path.ts";

/**
 * A directory URL carries a postal code's first three characters (its FSA) only. One that carries more (a whole
 * code typed into the address bar, a link made elsewhere), or the FSA in lower case or more than once, is sent to
 * the same search with the FSA alone (302), so that the whole code stays in no address bar, history, or link the page
 * makes from its own URL (the language switch, the alternates). No `near` left when nothing of it is a letter or digit.
 */
export function redirectToFsaOnly(request: Request): void {
  const target = new URL(request.url);
  const given = target.searchParams.getAll("near");
  if (given.length === 0) return;
  const fsa = nearParam(given[0]);
  if (given.length === 1 && fsa === given[0]) return;
  if (fsa) target.searchParams.set("near", fsa);
  else target.searchParams.delete("near");
  throw redirect(ownPath(target.pathname) + target.search, 302);
}
