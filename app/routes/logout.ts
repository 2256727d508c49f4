import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOutThisBrowser } from "#app/auth/sign-in.server.ts";

// POST /logout (the Sign out button): deletes the session row, clears the cookie, goes home. A GET signs
// nobody out (a link or a prefetch must not); it just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await signOutThisBrowser(request, context) } });
}
