import { redirect, type RouterContextProvider } from "react-router";
import { forbidden, unauthorized } from "#app/http/api.server.ts";
import { loadAuthState } from "./auth-state.server.ts";
import type { CurrentUser } from "./users.server.ts";

// The one place access is decided. Every loader, action and API route that is not public calls one of these.
// API routes (paths under /api/) answer 401 JSON when signed out and 403 JSON without the right; pages send a
// signed-out person to /api/login (which brings them back here after sign-in) and show 403 otherwise.

type Context = Readonly<RouterContextProvider>;

export type Access =
  | { status: "ok"; user: CurrentUser }
  | { status: "signed-out" }
  | { status: "forbidden"; user: CurrentUser }
  | { status: "second-factor"; user: CurrentUser };

const SECOND_FACTOR_PATH = "/admin/second-factor";
const SECOND_FACTOR_REQUIRED = "Enter the code from your authenticator app to use the admin console.";

/** The path and query the request is for, without React Router's data-request details (.data, _routes). */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${pathname}${url.search}`;
}

function isApiRequest(request: Request): boolean {
  return currentPath(request).startsWith("/api/");
}

/** Where to send a signed-out person so that they come back to this page afterwards. */
export function loginUrl(request: Request): string {
  return `/api/login?returnTo=${encodeURIComponent(currentPath(request))}`;
}

export async function getUser(request: Request, context: Context): Promise<CurrentUser | null> {
  return (await loadAuthState(request, context)).user;
}

function signedOut(request: Request): Response {
  return isApiRequest(request) ? unauthorized() : redirect(loginUrl(request));
}

export async function requireUser(request: Request, context: Context): Promise<CurrentUser> {
  const user = await getUser(request, context);
  if (!user) throw signedOut(request);
  return user;
}

/**
 * Admin access without throwing, for the admin pages, which show something of their own when it is missing (the
 * 'Authentication Required' toast before sending the person to /api/login): app/admin/page-access.server.ts.
 */
export async function adminAccess(request: Request, context: Context): Promise<Access> {
  const user = await getUser(request, context);
  if (!user) return { status: "signed-out" };
  if (user.isAdmin) return { status: "ok", user };
  // An admin acts as admin only once this session has passed the second factor.
  return user.adminRole ? { status: "second-factor", user } : { status: "forbidden", user };
}

/** Where an admin whose session has not passed the second factor goes (and comes back from). */
export function secondFactorUrl(request: Request): string {
  return `${SECOND_FACTOR_PATH}?returnTo=${encodeURIComponent(currentPath(request))}`;
}

export async function requireAdmin(request: Request, context: Context): Promise<CurrentUser> {
  const access = await adminAccess(request, context);
  if (access.status === "ok") return access.user;
  if (access.status === "signed-out") throw signedOut(request);
  if (access.status === "second-factor")
    throw isApiRequest(request) ? forbidden(SECOND_FACTOR_REQUIRED) : redirect(secondFactorUrl(request));
  throw forbidden();
}
