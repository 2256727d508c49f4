import type { Rolldown } from "vite";

// The browser's chunks. Each file a page loads is compressed on its own (brotli 11, at build time), and a small one
// loses most of what brotli would have found in its neighbours: the home page loaded 34 files, 25 of them under
// 1 KB. So the modules are grouped by the pages that load them, each group one file:
// - "site": React, React DOM and React Router, and the app's modules that the root route imports, directly or not,
//   or the browser entry
//   (every page loads them all; one file is 0.9 KB smaller than two, at the price of a new copy of React with
//   each release of the app);
// - "kit": the small modules of the home page that pages of another public family below import too (kept markup,
//   the reference lists...), so neither loads a file for each;
// - "directory": the modules of the directory's pages (home, Ontario, city and issue pages) that no other page
//   imports: the filter panel, results, pagination.
// - "directory-words-en", "directory-words-fr": the words a directory page fetches before it hydrates, but the
//   common ones (the directory's, near's, the identity, population and access filters' names, and the French names
//   of languages; a profile gets the few of these it shows with its data).
// The rest is split as Rolldown splits it: a module goes with the set of routes that use it. Each group has a
// priority, so a group's modules are taken before the next group's (with their own imports, recursively).

const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx($|\?)/;
const BROWSER_ENTRY = /[\\/]app[\\/]entry\.client\.tsx($|\?)/;
const ROUTE = /[\\/]app[\\/]routes[\\/]([^\\/?]+)\.tsx?($|\?)/;
const WORDS = /[\\/]app[\\/]i18n[\\/]compiled[\\/]/;
/** The public pages, in families of pages that share their modules. */
const FAMILY: Readonly<Record<string, string>> = {
  home: "directory",
  ontario: "directory",
  "ontario.city": "directory",
  "issues.issue": "directory",
  "therapist-profile": "profile",
  blog: "blog",
  "blog.slug": "blog",
  pricing: "information",
  "privacy-policy": "information",
  "terms-and-conditions": "information",
  contact: "information",
};
/** A module of the kit is this small (its code as transformed, before minifying). */
const KIT_MODULE_BYTES = 4000;

const isApp = (id: string) => !id.includes("node_modules") && !id.startsWith("\0");

/**
 * Whether the root route imports the module, directly or through other modules, or the browser entry imports it
 * (static imports only): every page loads it.
 */
function rootImports(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (ROOT_ROUTE.test(id)) return true;
  seen.add(id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some(
    (importer) => BROWSER_ENTRY.test(importer) || (!seen.has(importer) && rootImports(importer, ctx, seen)),
  );
}

/** The routes (file names) that import the module, directly or through other modules (static imports only). */
function importingRoutes(
  id: string,
  ctx: Rolldown.ChunkingContext,
  found = new Set<string>(),
  seen = new Set<string>(),
) {
  seen.add(id);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    const route = ROUTE.exec(importer)?.[1];
    if (route) found.add(route);
    else if (!seen.has(importer)) importingRoutes(importer, ctx, found, seen);
  }
  return found;
}

/** Whether the module and every app module it imports (not React's) are small. */
function small(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (FRAMEWORK.test(id) || seen.has(id)) return true;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info || !isApp(id) || WORDS.test(id) || ROUTE.test(id)) return false;
  return (info.code?.length ?? Infinity) <= KIT_MODULE_BYTES && info.importedIds.every((dep) => small(dep, ctx, seen));
}

const site = (id: string, ctx: Rolldown.ChunkingContext) =>
  FRAMEWORK.test(id) || (isApp(id) && rootImports(id, ctx)) ? "site" : null;

function kit(id: string, ctx: Rolldown.ChunkingContext) {
  const routes = importingRoutes(id, ctx);
  const families = new Set([...routes].map((route) => FAMILY[route]).filter(Boolean));
  return routes.has("home") && families.size >= 2 && small(id, ctx) ? "kit" : null;
}

function directory(id: string, ctx: Rolldown.ChunkingContext) {
  if (!isApp(id) || WORDS.test(id)) return null;
  const routes = [...importingRoutes(id, ctx)];
  return routes.includes("home") && routes.every((route) => FAMILY[route] === "directory") ? "directory" : null;
}

const DIRECTORY_WORDS =
  /[\\/]app[\\/](i18n[\\/]compiled[\\/](directory|near|fit-names)\.(en|fr)|reference[\\/]french-languages)\.ts$/;

function directoryWords(id: string) {
  const match = DIRECTORY_WORDS.exec(id);
  if (!match) return null;
  return `directory-words-${match[3] ?? "fr"}`;
}

export const chunkGroups = [
  { name: site, priority: 3, debugName: "site" },
  { name: kit, priority: 2, debugName: "kit" },
  { name: directory, priority: 1, debugName: "directory" },
  { name: directoryWords, priority: 1, debugName: "directory words" },
];
