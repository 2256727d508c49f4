import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOutThisBrowser } from "#app/auth/sign-in.server.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import { languageOfRequest } from "#app/i18n/request-language.ts";
import { localPath } from "#app/i18n/twins.ts";

// POST /logout (the Sign out button): deletes the session row, clears the cookie, goes to the directory in the
// language of the page the button was on (its form's hidden `language` field). A body that is not a form still
// signs out, to the English directory. A GET signs nobody out (a link or a prefetch must not); it just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readFormFields(request).then(
    ({ form }) => form.get("language"),
    () => null,
  );
  const home = localPath(languageOfRequest(request, posted), "/");
  return redirect(home, { headers: { "Set-Cookie": await signOutThisBrowser(request, context) } });
}
