import { useEffect } from "react";
import { buttonClass } from "#app/components/button.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { toast } from "#app/components/toasts.tsx";
import type { AdminRefusal } from "./refusal.ts";

// The page of an admin refusal (refusal.ts): a module of its own, which the root's boundary loads only when it shows one.

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
