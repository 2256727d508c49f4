import { redirect } from "react-router";
import type { Route } from "./+types/therapists";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";

// GET /therapists and /fr/therapeutes: the folder of every profile's address, and the "Therapists" step of a
// profile's breadcrumb. The list of therapists is the directory, so a visitor who shortens a profile's address
// lands there, in the page's language, with the search they typed kept (301: the directory is where it lives).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${localPath(languageOfPath(url.pathname), "/")}${url.search}`, 301);
}
