import { createContext, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// Which methods a route takes, read from its module, never by running it: what an OPTIONS request is answered, and
// what the Allow header of every 405 names. A route answers GET (and HEAD) when it has a loader or a page component.
// A page, or any other route outside /api/, is written to with POST only, when it has an action (the one writing
// method an HTML form sends: page-methods.server.ts refuses the others). An API route takes the methods its loader or
// action declares (refuseMethods and acceptMethods, api.server.ts). Every route answers OPTIONS.

/** A method an API route may take. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The Allow header of a route taking `methods`: GET brings HEAD, and OPTIONS comes last. */
export function allowHeader(methods: readonly Method[]): string {
  return [...methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])), "OPTIONS"].join(", ");
}

/** What a route module shows of itself; an API route's handlers may carry the methods the route takes. */
export type RouteModule = { default?: unknown; loader?: unknown; action?: unknown };
type Declared = { methods?: readonly Method[]; refuses?: true };

/** Whether the handler answers some method: a refusal (refuseMethods) answers every one with the 405. */
const answers = (handler: unknown) => typeof handler === "function" && !(handler as Declared).refuses;

/**
 * The methods of the route at `pathname` whose module is `module`; `target`, the module whose action a write
 * reaches: the route's own, but for an index route asked without `?index`, whose writes React Router sends to the
 * layout around it.
 */
export function routeMethods(pathname: string, module: RouteModule, target: RouteModule = module): readonly Method[] {
  const reads: Method[] = answers(module.loader) || module.default !== undefined ? ["GET"] : [];
  if (!pathname.startsWith("/api/")) return answers(target.action) ? [...reads, "POST"] : reads;
  return (module.loader as Declared | undefined)?.methods ?? (module.action as Declared | undefined)?.methods ?? reads;
}

/**
 * The methods the route at a path takes, `index` when the query string names the index route (`?index`, as a
 * form posted to one does); null when only a catch-all matches it (`*`, `api/*`): no route has that path, and
 * every method is answered 404 there, as a GET is.
 */
export type MethodsAt = (pathname: string, index: boolean) => readonly Method[] | null;

const CATCH_ALLS = new Set(["*", "api/*"]);

/** The lookup of a build's routes, matched as React Router matches them. */
export function methodsAt(routes: ServerBuild["routes"]): MethodsAt {
  type Entry = RouteObject & { module: RouteModule };
  const entries = new Map<string, Entry>();
  const children = new Map<string | undefined, Entry[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { id, path, index, caseSensitive, module } = route;
    const entry = (index ? { id, path, index, caseSensitive, module } : { id, path, caseSensitive, module }) as Entry;
    entries.set(id, entry);
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), entry]);
  }
  for (const [id, entry] of entries) if (!entry.index) entry.children = children.get(id);
  const tree = children.get(undefined) ?? [];
  return (pathname, index) => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1);
    if (!matches || !leaf || CATCH_ALLS.has(leaf.route.path ?? "")) return null;
    const target = leaf.route.index && !index ? matches.at(-2) : leaf;
    return routeMethods(pathname, (leaf.route as Entry).module, (target?.route as Entry | undefined)?.module);
  };
}

/** The lookup of the app's routes, set by the HTTP layer (server/app.ts); null when a handler is called without it. */
export const methodsAtContext = createContext<MethodsAt | null>(null);

/** Whether a query string names the index route: `?index` with no value, as React Router reads it. */
export const namesIndex = (search: URLSearchParams) => search.getAll("index").some((value) => value === "");
