// Cache-Control of the public directory API: the same answer for everyone (no session is read), so shared caches
// may keep it briefly and serve it stale while they refresh.
export const PUBLIC_DIRECTORY_CACHE = { "Cache-Control": "public, max-age=30, stale-while-revalidate=300" } as const;
