// Cache-Control of the public directory API: the same answer for everyone (no session is read), so shared caches
// may keep it briefly and serve it stale while they refresh.
export const PUBLIC_DIRECTORY_CACHE = { "Cache-Control": "public, max-age=30, stale-while-revalidate=300" } as const;

/**
 * Cache-Control of an answer carrying listings themselves (their identity details, held only with consent): shared
 * briefly, never served stale, so a withdrawn identity leaves every copy within seconds.
 */
export const PUBLIC_LISTINGS_CACHE = { "Cache-Control": "public, max-age=10" } as const;

/** Anonymous, but not to be shared: the browser keeps it and asks again before each use. */
export const NOT_SHARED = "private, no-cache";

/** Cache-Control of a search by identity: no shared cache keeps it (NOT_SHARED). */
export const IDENTITY_SEARCH_CACHE = { "Cache-Control": NOT_SHARED } as const;
