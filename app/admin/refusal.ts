import { isRouteErrorResponse } from "react-router";

// The admin pages' refusal, which the admin layout's middleware throws before any admin loader or action runs
// (app/admin/page-access.server.ts): 403 'Not Allowed' for a signed-in person who is not an admin, 401
// 'Authentication Required' for a signed-out visitor's page read. No loader has run when it is thrown, so it
// carries what the page around it needs: whether someone is signed in (the header) and the page's title.
// A page load shows it in the root's boundary; a client navigation (a `.data` request) in the admin layout's.

/** The title of every admin page's refusal, and of the admin layout's other errors. */
export const ADMIN_TITLE = "Admin Dashboard";

export type AdminRefusal = { adminRefusal: true; signedIn: boolean; loginUrl: string | null };

/** The admin refusal an error boundary was given, or null for any other error. */
export function adminRefusal(error: unknown): AdminRefusal | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as Partial<AdminRefusal> | null;
  return body && typeof body === "object" && body.adminRefusal === true ? (body as AdminRefusal) : null;
}
