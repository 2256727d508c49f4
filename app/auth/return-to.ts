// Where to send someone after they sign in. Only paths on this site are accepted: anything that a browser could
// read as another origin ("//evil.com", "/\evil.com", "https://evil.com", tabs or newlines that browsers strip)
// is refused, so /api/login?returnTo=... can never become an open redirect.

export const DEFAULT_RETURN_TO = "/therapist/dashboard";
const MAX_LENGTH = 2000;
const BASE = "http://return-to.invalid";

/** The path (with query and hash) if `value` is a safe same-site target, otherwise null. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Control characters (tab, newline ...) are dropped by URL parsers, which would turn "/\t/evil" into "//evil".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into a scheme-relative path ("/..//evil.com" becomes "//evil.com").
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}
