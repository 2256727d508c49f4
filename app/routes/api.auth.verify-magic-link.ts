import { z } from "zod";
import type { Route } from "./+types/api.auth.verify-magic-link";
import { loadAuthState, replaceAuthState } from "#app/auth/auth-state.server.ts";
import { MESSAGES } from "#app/auth/messages.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import { userAnswer } from "#app/auth/users.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { apiJson, badRequest, forbidden, parseOrThrow, refuseMethods } from "#app/http/api.server.ts";

// GET /api/auth/verify-magic-link?token=... (for clients that call it directly): signs in only the browser that
// asked for the link (its binding cookie), and only when the request does not come from another site's page
// (`Sec-Fetch-Site: cross-site` or `same-site`): a GET never asks the person, so it never signs in anyone else.
// Then it starts a session (Set-Cookie) and answers the user. 400 { message, errors: { token } } for a missing, unknown, used or
// expired token; 403 { message } for a valid link this browser did not ask for (nothing is used: the link still
// works where it was asked for, or on /auth/verify after the person confirms the address).

const Query = z.object({ token: z.string().trim().max(200).nullable() });

/** A request made by another site's page (a link, an image, a script there): fetch metadata says so. */
function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = parseOrThrow(Query, { token: new URL(request.url).searchParams.get("token") });
  if (!token) throw badRequest({ token: [MESSAGES.noToken] }, MESSAGES.noToken);
  const { session } = await loadAuthState(request, context);
  const result = await signInWithMagicLink(context.get(servicesContext), {
    token,
    session,
    ip: context.get(requestContext).ip,
    cookie: fromAnotherSite(request) ? null : request.headers.get("Cookie"),
    confirmed: false,
  });
  if (!result.ok && result.reason === "unconfirmed") throw forbidden(MESSAGES.otherBrowser);
  if (!result.ok) throw badRequest({ token: [MESSAGES.invalidLink] }, MESSAGES.invalidLink);
  replaceAuthState(context, result);
  return apiJson(
    { message: "Login successful", user: result.user && userAnswer(result.user) },
    { headers: { "Set-Cookie": result.setCookie, "Cache-Control": "no-store" } },
  );
}

export const action = refuseMethods(["GET"]);
