import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminAccess, loginUrl, secondFactorUrl, type Access } from "#app/auth/guards.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { SignInNeeded } from "./auth-required.tsx";

// The admin pages (the children of the admin layout route) decide access once per request, in the layout's
// middleware, before any of their loaders or actions runs. An admin whose session has not passed the second factor
// is sent to enter a code first; a signed-out visitor's form post goes to /api/login. The other answers come from
// currentAdmin, which every admin loader and action calls first: a signed-in non-admin gets the 403 'Not Allowed'
// screen, and a signed-out visitor's page read answers 200 with 'Authentication Required' (then /api/login after
// 500 ms in the browser). The middleware cannot answer those two itself: an answer thrown there is shown by the
// root's boundary before the root loader has run, without the signed-in header, and not by the admin layout's.

const accessContext = createContext<Exclude<Access, { status: "second-factor" }>>();

const READS = new Set(["GET", "HEAD"]);

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const access = await adminAccess(request, context);
  if (access.status === "second-factor") throw redirect(secondFactorUrl(request));
  if (access.status === "signed-out" && !READS.has(request.method)) throw redirect(loginUrl(request));
  context.set(accessContext, access);
  return next();
};

/** The admin an admin page's loader or action acts for, or its answer for anyone else (thrown). */
export function currentAdmin(request: Request, context: Readonly<RouterContextProvider>): CurrentUser {
  const access = context.get(accessContext);
  if (access.status === "ok") return access.user;
  if (access.status === "forbidden") throw data("Not Allowed", { status: 403 });
  // Thrown, so that no loader goes on to read admin data; the admin layout's boundary shows it as a page (200).
  throw data<SignInNeeded>({ loginUrl: loginUrl(request) }, { status: 200 });
}
