import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusPage } from "#app/components/status-page.tsx";
import { noindexMeta } from "#app/site.ts";

// The catch-all route: any URL no other route claims answers 404 with the Page Not Found screen.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export const meta: Route.MetaFunction = () => noindexMeta("Page Not Found");
