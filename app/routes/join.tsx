import { redirect } from "react-router";
import type { Route } from "./+types/join";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { DEFAULT_RETURN_TO, safeReturnTo } from "#app/auth/return-to.ts";
import { takeReturnTo } from "#app/auth/sign-in.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { noindexMeta } from "#app/site.ts";

// /join (where /auth/verify sends people after sign-in): on to the stored return target, once, or the therapist
// dashboard. Signed out, it is the login page's turn.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user } = await loadAuthState(request, context);
  if (!user) return redirect("/login");
  if (!session.has("returnTo")) return redirect(DEFAULT_RETURN_TO);
  const { returnTo, setCookie } = await takeReturnTo(context.get(servicesContext), session);
  return redirect(safeReturnTo(returnTo) ?? DEFAULT_RETURN_TO, { headers: { "Set-Cookie": setCookie } });
}

export default function Join() {
  return <p className="mx-auto max-w-md px-4 py-20 text-center text-slate-700">Taking you to your page...</p>;
}

export const meta: Route.MetaFunction = () => noindexMeta("Signing in");
