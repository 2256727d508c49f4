import type { z } from "zod";
import { CHECK_FIELDS, errorBody, fieldErrors, type FieldErrors } from "./field-errors.ts";
import { allowHeader, type Method } from "./route-methods.server.ts";
import { unstorableFields } from "./storable.ts";
import { onTheWire, wireJson } from "./wire-json.ts";

export { fieldErrors, type FieldErrors };

// The HTTP API's conventions: JSON bodies, every one written by `apiJson`; bad input is 400 { message, errors:
// { field: [..] } }; no session 401, no right 403, nothing found 404, too many requests 429 (with Retry-After).
// Route modules throw these responses; nothing else leaks.

/** Every JSON answer of the API (and of any JSON route): the body as JSON, its instants as ISO 8601 strings. */
export function apiJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return new Response(wireJson(body), { ...init, headers });
}

/** A JSON answer a browser saves as the file `filename`: indented for reading, its instants as ISO 8601 strings. */
export function jsonDownload(body: unknown, filename: string): Response {
  return new Response(JSON.stringify(body, onTheWire, 2), {
    headers: {
      "Content-Type": "application/json",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function apiError(status: number, message: string, errors?: FieldErrors): Response {
  return apiJson(errorBody(status, message, errors), { status });
}

export type { Method };

/** 405 for a method the route does not take; Allow names those it does (GET brings HEAD; OPTIONS too). */
export function methodNotAllowed(allowed: readonly Method[], message = `Use ${allowed.join(" or ")} here.`): Response {
  return apiJson({ message }, { status: 405, headers: { Allow: allowHeader(allowed) } });
}

/**
 * The loader or action of a route that takes no reads or no writes: it answers every call with the 405. `allowed`
 * is the route's methods, which OPTIONS names too (route-methods.server.ts).
 */
export const refuseMethods = (allowed: readonly Method[], message?: string) =>
  Object.assign(() => methodNotAllowed(allowed, message), { refuses: true as const, methods: allowed });

/** An action as acceptMethods gives it: it answers with `handle`'s answer, or the 405. */
type Accepting<Args, Answer> = ((args: Args) => Answer | Response) & { methods: readonly Method[] };

/**
 * The action of a route that takes the writing methods of `allowed` (the route's methods, its GET included): any
 * other is answered with the 405 (`message`) before `handle` runs. OPTIONS names `allowed` too
 * (route-methods.server.ts).
 */
export function acceptMethods<Args extends { request: Request }, Answer>(
  allowed: readonly Method[],
  handle: (args: Args) => Answer,
): Accepting<Args, Answer>;
export function acceptMethods<Args extends { request: Request }, Answer>(
  allowed: readonly Method[],
  message: string,
  handle: (args: Args) => Answer,
): Accepting<Args, Answer>;
export function acceptMethods<Args extends { request: Request }, Answer>(
  allowed: readonly Method[],
  ...given: [(args: Args) => Answer] | [string, (args: Args) => Answer]
): Accepting<Args, Answer> {
  const [message, handle] = given.length === 1 ? [undefined, given[0]] : given;
  const takes = (method: string) => allowed.some((allowedMethod) => allowedMethod === method);
  return Object.assign(
    (args: Args) => (takes(args.request.method) ? handle(args) : methodNotAllowed(allowed, message)),
    { methods: allowed },
  );
}

export const badRequest = (errors: FieldErrors, message = CHECK_FIELDS) => apiError(400, message, errors);
export const unauthorized = () => apiError(401, "Please sign in to continue.");
export const forbidden = (message = "You don't have permission to do that.") => apiError(403, message);
export const notFound = (message = "Not found.") => apiError(404, message);
/** What any address under /api/ that no call has is answered (404), whatever the method. */
export const NO_API_CALL = "There is no API call at this address.";
/** 429 with Retry-After (seconds), for rate limits. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return apiJson({ message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** Parses with the schema, or throws the 400 response with field errors (text PostgreSQL cannot store included). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = unstorableFields(input);
  if (unstorable) throw badRequest(unstorable);
  return parseChecked(schema, input);
}

/** Parses input whose text was already checked as storable, or throws the 400 response with field errors. */
function parseChecked<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}

/**
 * The query string as an object; a key given twice keeps every value (as an array), and a parameter given empty
 * ("sortBy=", as a form's empty choice sends it) is one not given.
 */
export function searchParamsObject(url: URL | string): Record<string, string | string[]> {
  const params = new URL(url).searchParams;
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== "");
    if (values.length === 0) continue;
    out[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return out;
}

/**
 * A paged list's headers (its body is the list itself): X-Total-Count, how many match in all, and Link, the
 * next and previous pages' URLs (RFC 8288).
 */
export function pageHeaders(url: string, paging: { page: number; pageCount: number; total: number }) {
  const pageUrl = (page: number) => {
    const target = new URL(url);
    target.searchParams.set("page", String(page));
    return `<${target.pathname}${target.search}>`;
  };
  const links = [
    ...(paging.page < paging.pageCount ? [`${pageUrl(paging.page + 1)}; rel="next"`] : []),
    ...(paging.page > 1 ? [`${pageUrl(Math.min(paging.page - 1, paging.pageCount))}; rel="prev"`] : []),
  ];
  return { "X-Total-Count": String(paging.total), ...(links.length > 0 && { Link: links.join(", ") }) };
}

const NOT_JSON = "The request body must be a JSON object.";
const NOT_JSON_TYPE = "Send the body as JSON, with Content-Type: application/json.";
const TOO_DEEP = "The request body is nested too deeply.";
/** How deep a body's objects and arrays may nest (no call's body needs more than three levels). */
export const MAX_BODY_DEPTH = 16;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether objects and arrays nest deeper than `limit` in the value (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * A JSON object request body, sent as JSON (415 otherwise: a form or text/plain body is not read as JSON), or none
 * (no fields); anything else (malformed, not an object, nested too deeply, text that cannot be stored) is a 400.
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  // no body at all is no fields, whatever its type says: a call whose fields are all optional needs none
  if (text === "") return {};
  if (!JSON_TYPE.test(request.headers.get("Content-Type") ?? "")) throw apiError(415, NOT_JSON_TYPE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest({ _: [NOT_JSON] }, NOT_JSON);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest({ _: [NOT_JSON] }, NOT_JSON);
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) throw badRequest({ _: [TOO_DEEP] }, TOO_DEEP);
  const unstorable = unstorableFields(body);
  if (unstorable) throw badRequest(unstorable);
  return body as Record<string, unknown>;
}

/** A JSON request body parsed with the schema; malformed JSON is a 400 too. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return parseChecked(schema, await readJsonBody(request));
}
