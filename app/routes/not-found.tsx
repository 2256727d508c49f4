import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusPage } from "#app/components/status-page.tsx";
import { commonNow } from "#app/i18n/common.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { noindexMeta } from "#app/site.ts";

// The catch-all route: any URL no other route claims answers 404 with the Page Not Found screen, a form posted to
// it too (it names no page, rather than a method the page does not take).
export function loader() {
  return data(null, { status: 404 });
}

export const action = loader;

export default function NotFound() {
  return <StatusPage status={404} />;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const common = commonNow(language);
  if (!common) return noindexMeta("404");
  const t = translator(language, common);
  return noindexMeta(t("status.notFoundTitle"), t("site.name"));
};
