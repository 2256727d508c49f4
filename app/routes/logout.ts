import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { loadAuthState, replaceAuthState } from "#app/auth/auth-state.server.ts";
import { signOut } from "#app/auth/sign-in.server.ts";
import { servicesContext } from "#app/context.server.ts";

// POST /logout (the Sign out button): deletes the session row, clears the cookie, goes home. A GET signs
// nobody out (a link or a prefetch must not); it just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user } = await loadAuthState(request, context);
  const setCookie = await signOut(context.get(servicesContext), { session, userId: user?.id });
  replaceAuthState(context, { session, user: null });
  return redirect("/", { headers: { "Set-Cookie": setCookie } });
}
