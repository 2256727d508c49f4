import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { toast } from "#app/components/toasts.tsx";

// The admin pages' refusal, which the admin layout's middleware throws before any admin loader or action runs
// (app/admin/page-access.server.ts): 403 'Not Allowed' for a signed-in person who is not an admin, 200
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

/** A signed-out visitor sees 'Authentication Required', then /api/login after 500 ms; anyone else 'Not Allowed'. */
export function AdminRefused({ refusal }: { refusal: AdminRefusal }) {
  if (refusal.loginUrl === null) return <StatusPage status={403} />;
  return <AuthRequired loginUrl={refusal.loginUrl} />;
}

function AuthRequired({ loginUrl }: { loginUrl: string }) {
  useEffect(() => {
    toast.error("Authentication Required", { description: "Please sign in to access the admin dashboard." });
    const timer = setTimeout(() => window.location.assign(loginUrl), 500);
    return () => clearTimeout(timer);
  }, [loginUrl]);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Authentication Required</h1>
      <p className="mt-4 text-slate-700">Please sign in to access the admin dashboard.</p>
      <a href={loginUrl} className={buttonClass("primary", "md", "mt-8")}>
        Sign in
      </a>
    </section>
  );
}
