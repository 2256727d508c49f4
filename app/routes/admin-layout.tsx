import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminMiddleware } from "#app/admin/page-access.server.ts";
import { ADMIN_TITLE, adminRefusal } from "#app/admin/refusal.ts";
import { AdminRefused } from "#app/admin/refused.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { noindexMeta } from "#app/site.ts";
import { errorStatus } from "#app/components/status-titles.ts";

// The admin pages' layout (no URL of its own): access is decided once, in its middleware, before any admin loader
// or action runs (app/admin/page-access.server.ts); they read the admin from adminContext. Its boundary shows what
// they throw (a 404, a refused form's 400 with its message) and, on a client navigation, the middleware's refusal.
// On a page load the refusal comes before the root loader, so the root's boundary shows it.

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export default function AdminLayout() {
  return <Outlet />;
}

// Each admin page has its own title; this one is the title of what the boundary shows.
export const meta: Route.MetaFunction = () => noindexMeta(ADMIN_TITLE);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refusal = adminRefusal(error);
  if (refusal) return <AdminRefused refusal={refusal} />;
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
