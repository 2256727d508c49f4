import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AuthRequired, signInNeeded } from "#app/admin/auth-required.tsx";
import { adminMiddleware } from "#app/admin/page-access.server.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { noindexMeta } from "#app/site.ts";

// The admin pages' layout (no URL of its own): access is decided once, here, before any admin loader or action
// runs (app/admin/page-access.server.ts), and one boundary shows what they throw: the signed-out visitor's
// 'Authentication Required', the 403 'Not Allowed' screen, a 404, a refused form (400) with its message.

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export default function AdminLayout() {
  return <Outlet />;
}

// Each admin page has its own title; this one is the title of what the boundary shows.
export const meta: Route.MetaFunction = () => noindexMeta("Admin Dashboard");

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signIn = signInNeeded(error);
  if (signIn) return <AuthRequired loginUrl={signIn.loginUrl} />;
  return <StatusPage status={isRouteErrorResponse(error) ? error.status : 500} message={badRequestMessage(error)} />;
}
