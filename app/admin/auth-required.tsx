import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { toast } from "#app/components/toasts.tsx";

/** What an admin page's loader throws for a signed-out visitor: where to sign in (answered with status 200). */
export type SignInNeeded = { loginUrl: string };

/** The sign-in address of an admin page's signed-out answer, or null for any other error. */
export function signInNeeded(error: unknown): SignInNeeded | null {
  return isRouteErrorResponse(error) && error.status === 200 ? (error.data as SignInNeeded) : null;
}

/** A signed-out visitor to an admin page sees 'Authentication Required', then /api/login after 500 ms. */
export function AuthRequired({ loginUrl }: SignInNeeded) {
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
