import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { adminAccess, loginUrl, secondFactorUrl } from "#app/auth/guards.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AdminRefusal } from "./refusal.ts";

// Access to the admin pages (the children of the admin layout route) is decided here, once per request, for page
// loads, client navigations (`.data` requests) and form posts alike, before any of their loaders or actions runs:
// a refused request reaches none of them, so an admin page has no guard of its own to forget. An admin whose
// session has not passed the second factor is sent to enter a code; a signed-out visitor's form post goes to
// /api/login; a signed-out visitor's page read gets 'Authentication Required' (401); anyone else signed in gets
// 403 'Not Allowed' (app/admin/refusal.ts, its page app/admin/refused.tsx). The admin goes on to the pages' loaders and actions in adminContext.

/** The admin an admin page's loader or action acts for: set by the admin layout's middleware, never unset. */
export const adminContext = createContext<CurrentUser>();

const READS = new Set(["GET", "HEAD"]);

const refusal = (signedIn: boolean, signIn: string | null): AdminRefusal => ({
  adminRefusal: true,
  signedIn,
  loginUrl: signIn,
});

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const access = await adminAccess(request, context);
  switch (access.status) {
    case "ok":
      context.set(adminContext, access.user);
      return next();
    case "second-factor":
      throw redirect(secondFactorUrl(request));
    case "forbidden":
      throw data(refusal(true, null), { status: 403 });
    case "signed-out":
      if (!READS.has(request.method)) throw redirect(loginUrl(request));
      throw data(refusal(false, loginUrl(request)), { status: 401 });
  }
};
