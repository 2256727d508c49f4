import { redirect } from "react-router";
import type { Route } from "./+types/api.login";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { DEFAULT_RETURN_TO, safeReturnTo } from "#app/auth/return-to.ts";
import { storeReturnTo } from "#app/auth/sign-in.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { refuseMethods } from "#app/http/api.server.ts";

// GET /api/login?returnTo=/path: the login entry point. Remembers where the person was going (a path on this
// site only: anything else is ignored, never followed) and sends them to /login, or to its French twin when they
// were going to a French page; someone already signed in goes
// straight there.
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  const { session, user } = await loadAuthState(request, context);
  if (user) return redirect(returnTo ?? DEFAULT_RETURN_TO);
  const setCookie = await storeReturnTo(context.get(servicesContext), session, returnTo);
  const login = localPath(languageOfPath(returnTo ?? "/"), "/login");
  return redirect(login, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export const action = refuseMethods(["GET"]);
