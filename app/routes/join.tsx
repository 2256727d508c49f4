import { redirect } from "react-router";
import type { Route } from "./+types/join";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { DEFAULT_RETURN_TO, safeReturnTo } from "#app/auth/return-to.ts";
import { takeReturnTo } from "#app/auth/sign-in.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { noindexMeta } from "#app/site.ts";

// /join and /fr/rejoindre (where /auth/verify sends people after sign-in): on to the stored return target, once,
// or the therapist dashboard in the page's language. Signed out (before this request, or by another request of the
// same browser while this one ran), it is the sign-in page's turn, in that language.
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const { session, user } = await loadAuthState(request, context);
  if (!user) return redirect(localPath(language, "/login"));
  const fallback = localPath(language, DEFAULT_RETURN_TO);
  if (!session.has("returnTo")) return redirect(fallback);
  const taken = await takeReturnTo(context.get(servicesContext), session, user);
  if (!taken) return redirect(localPath(language, "/login"));
  return redirect(safeReturnTo(taken.returnTo) ?? fallback, { headers: { "Set-Cookie": taken.setCookie } });
}

export default function Join() {
  return <p className="mx-auto max-w-md px-4 py-20 text-center text-slate-700">{useT()("join.lead")}</p>;
}

export const meta: Route.MetaFunction = () => noindexMeta("Signing in");
