import { data, redirect, type RouterContextProvider } from "react-router";
import { adminAccess, loginUrl, secondFactorUrl } from "#app/auth/guards.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";

/**
 * Admin pages: the admin, or { signedOut } (the page shows 'Authentication Required' and goes to /api/login);
 * a signed-in non-admin gets the 403 'Not Allowed' screen; an admin whose session has not passed the second
 * factor is sent to enter a code first.
 */
export async function adminPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ admin: CurrentUser; signedOut: null } | { admin: null; signedOut: { loginUrl: string } }> {
  const access = await adminAccess(request, context);
  if (access.status === "signed-out") return { admin: null, signedOut: { loginUrl: loginUrl(request) } };
  if (access.status === "forbidden") throw data("Not Allowed", { status: 403 });
  if (access.status === "second-factor") throw redirect(secondFactorUrl(request));
  return { admin: access.user, signedOut: null };
}
