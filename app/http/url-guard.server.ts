import { data, type MiddlewareFunction } from "react-router";
import { apiError } from "./api.server.ts";
import type { FieldErrors } from "./field-errors.ts";
import { isStorableText, UNSTORABLE_MESSAGE } from "./storable.ts";

// Every request's URL is checked once, before any loader or action: a path that does not decode to storable
// text names nothing that exists (404), and a query parameter whose name or value PostgreSQL cannot store is a
// 400 naming it. API paths answer JSON; pages render the 404 or 400 page.

function decodesToStorable(pathname: string): boolean {
  try {
    return isStorableText(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

function unstorableParams(url: URL): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [name, value] of url.searchParams) {
    if (!isStorableText(name) || !isStorableText(value))
      errors[isStorableText(name) ? name : "_"] = [UNSTORABLE_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export const urlGuardMiddleware: MiddlewareFunction<Response> = async ({ url }, next) => {
  const api = url.pathname.startsWith("/api/");
  if (!decodesToStorable(url.pathname)) {
    if (api) return apiError(404, "Not found.");
    throw data(null, { status: 404 });
  }
  const errors = unstorableParams(url);
  if (errors) {
    const message = "The address contains a character that is not allowed.";
    if (api) return apiError(400, message, errors);
    throw data({ message, errors }, { status: 400 });
  }
  return next();
};
