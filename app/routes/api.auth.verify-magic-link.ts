import { z } from "zod";
import type { Route } from "./+types/api.auth.verify-magic-link";
import { loadAuthState, replaceAuthState } from "#app/auth/auth-state.server.ts";
import { MESSAGES } from "#app/auth/messages.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { apiError, parseJsonBody, parseOrThrow } from "#app/http/api.server.ts";

// GET /api/auth/verify-magic-link?token=... (for clients that call it directly) and POST { token } (what
// /auth/verify's script sends): uses the token, starts a session (Set-Cookie) and answers the user; 400 { message }
// on failure.

const Token = z.string().trim().max(200);
const Query = z.object({ token: Token.nullable() });
const Body = z.object({ token: Token.optional() });

async function verify(token: string | null | undefined, request: Request, context: Route.LoaderArgs["context"]) {
  if (!token) throw apiError(400, MESSAGES.noToken);
  const { session } = await loadAuthState(request, context);
  const result = await signInWithMagicLink(context.get(servicesContext), {
    token,
    session,
    ip: context.get(requestContext).ip,
  });
  if (!result.ok) throw apiError(400, MESSAGES.invalidLink);
  replaceAuthState(context, result);
  return Response.json(
    { message: "Login successful", user: result.user },
    { headers: { "Set-Cookie": result.setCookie, "Cache-Control": "no-store" } },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = parseOrThrow(Query, { token: new URL(request.url).searchParams.get("token") });
  return verify(token, request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Send the token with POST.");
  const { token } = await parseJsonBody(request, Body);
  return verify(token, request, context);
}
