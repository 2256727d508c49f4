import { redirect } from "react-router";
import { pageCountOf } from "#app/search/directory-url.ts";
import { ownPath } from "./own-path.ts";

/**
 * A paged list asked for a page past its last is sent to its last page (302, the rest of its query kept; the first
 * page names none), rather than shown empty under counts that say there is more.
 */
export function redirectPastLastPage(request: Request, page: number, total: number, pageSize: number): void {
  const last = pageCountOf(total, pageSize);
  if (page <= last) return;
  const target = new URL(request.url);
  if (last === 1) target.searchParams.delete("page");
  else target.searchParams.set("page", String(last));
  throw redirect(ownPath(target.pathname) + target.search, 302);
}
