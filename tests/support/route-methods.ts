import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";

// Every route of app/routes.ts with what its module answers, read from the module itself: a loader, or a page
// component, answers GET (and HEAD); an action answers the writing methods (POST, PUT, PATCH, DELETE), and which
// of them it accepts is found by trying them (authorisation-matrix.test.ts).

export const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

export type RouteMethods = {
  /** The URL pattern as app/routes.ts writes it, nested ones joined, with a leading slash: "/blog/:slug". */
  pattern: string;
  file: string;
  reads: boolean;
  action: boolean;
};

type RouteModule = { loader?: unknown; action?: unknown; default?: unknown };

/** Whether a loader or action is there and answers some method (refuseMethods' answer every one with 405). */
const answers = (handler: unknown) => Boolean(handler) && !(handler as { refuses?: true }).refuses;

/** Routes with a URL of their own (a layout route without a path has none; its children are listed). */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    const addressed = entry.index || entry.path !== undefined;
    return [...(addressed ? [{ pattern: `/${own}`, file: entry.file }] : []), ...flatten(entry.children ?? [], own)];
  });
}

export async function routeMethods(): Promise<RouteMethods[]> {
  return Promise.all(
    flatten(routes as RouteConfigEntry[]).map(async ({ pattern, file }) => {
      const mod = (await import(/* @vite-ignore */ new URL(`../../app/${file}`, import.meta.url).href)) as RouteModule;
      return { pattern, file, reads: answers(mod.loader) || Boolean(mod.default), action: answers(mod.action) };
    }),
  );
}
