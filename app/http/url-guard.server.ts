import { data, redirect, type MiddlewareFunction } from "react-router";
import { apiError } from "./api.server.ts";
import type { FieldErrors } from "./field-errors.ts";
import { wordsOf } from "./form-body.server.ts";
import { ownPath } from "./own-path.ts";
import { isStorableText, UNSTORABLE_MESSAGE } from "./storable.ts";

// Every request's URL is checked once, before any loader or action: a path that does not decode to storable
// text names nothing that exists (404), and a query parameter whose name or value PostgreSQL cannot store is a
// 400 naming it. API paths answer JSON in English; pages render the 404 or 400 page in the page's language. A
// page's address is lower case (every path and slug of ours is): a GET or HEAD of one with capitals is sent to its
// lower-case address (301), rather than served by routes that match it while the page's language and words are
// read from the exact path.

function decodesToStorable(pathname: string): boolean {
  try {
    return isStorableText(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** The query parameters whose name or value PostgreSQL cannot store ("_" for a name it cannot store). */
function unstorableParams(url: URL): string[] {
  const names = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (!isStorableText(name) || !isStorableText(value)) names.add(isStorableText(name) ? name : "_");
  }
  return [...names];
}

/** Each parameter named with the message saying why it was refused. */
const refusedParams = (names: string[], message: string): FieldErrors =>
  Object.fromEntries(names.map((name) => [name, [message]]));

const UNSTORABLE_ADDRESS = "The address contains a character that is not allowed.";

/** Paths whose case is not ours: the API's (an email address), stored files' names, the demo's stand-in pages. */
const CASE_KEPT = /^\/(api|uploads|dev)\//;

/** The path in lower case, its percent-escapes as they are, as a path of this site (ownPath); undefined when it is
 *  lower case already. */
export function lowerCasePath(pathname: string): string | undefined {
  if (CASE_KEPT.test(pathname)) return undefined;
  const lowered = pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (run) => (run.startsWith("%") ? run : run.toLowerCase()));
  return lowered === pathname ? undefined : ownPath(lowered);
}

export const urlGuardMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  const lowered = (request.method === "GET" || request.method === "HEAD") && lowerCasePath(url.pathname);
  if (lowered) return redirect(lowered + url.search, 301);
  const api = url.pathname.startsWith("/api/");
  if (!decodesToStorable(url.pathname)) {
    if (api) return apiError(404, "Not found.");
    throw data(null, { status: 404 });
  }
  const unstorable = unstorableParams(url);
  if (unstorable.length === 0) return next();
  if (api) return apiError(400, UNSTORABLE_ADDRESS, refusedParams(unstorable, UNSTORABLE_MESSAGE));
  const t = await wordsOf(request);
  throw data(
    { message: t("status.400.address"), errors: refusedParams(unstorable, t("form.unstorable")) },
    { status: 400 },
  );
};
