import { TWINS, twinPaths } from "../../app/i18n/twins.ts";

// The French twin of a route answers every role as its English page does: the same guard, the same statuses, at
// its French path. Patterns at one path pair through the served twins; the patterns with a name in them pair here.

const NAMED_PATTERNS: ReadonlyArray<readonly [string, string]> = [
  ["/ontario/:city", "/fr/ontario/:city"],
  ["/issues/:issue", "/fr/enjeux/:issue"],
  ["/therapists/:slug", "/fr/therapeutes/:slug"],
  ["/blog/:slug", "/fr/blogue/:slug"],
  ["/blog/:slug/edit", "/fr/blogue/:slug/modifier"],
  ["/inquiry/:answer", "/fr/demande/:answer"],
];

function frenchPattern(pattern: string): string | undefined {
  const named = NAMED_PATTERNS.find(([en]) => en === pattern);
  if (named) return named[1];
  return TWINS.find((twin) => twin.routed && twin.en === pattern)?.fr;
}

/** The French path of an English one (its query kept). */
function frenchPath(path: string): string {
  const [pathname = "/", query] = path.split("?", 2);
  const twin = twinPaths(pathname);
  if (!twin?.routed) throw new Error(`no served French twin for ${path}`);
  return twin.fr + (query === undefined ? "" : `?${query}`);
}

/** An entry for each French route, from its English route's entry. */
export function frenchEntries<F, E extends { path?: (f: F) => string }>(english: Record<string, E>): Record<string, E> {
  return Object.fromEntries(
    Object.entries(english).flatMap(([key, entry]) => {
      const [method, pattern = ""] = key.split(" ");
      const french = frenchPattern(pattern);
      if (!french) return [];
      const path = entry.path;
      return [[`${method} ${french}`, { ...entry, ...(path ? { path: (f: F) => frenchPath(path(f)) } : {}) }]];
    }),
  );
}
