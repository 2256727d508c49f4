import { z } from "zod";
import type { Route } from "./+types/api.auth.request-magic-link";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { EmailAddress } from "#app/auth/email.ts";
import { MESSAGES } from "#app/auth/messages.ts";
import { rateLimitWords, requestMagicLink } from "#app/auth/sign-in.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { acceptMethods, apiJson, parseJsonBody, refuseMethods, tooManyRequests } from "#app/http/api.server.ts";

// POST /api/auth/request-magic-link { email, language? }: the email is written in `language` ('en' or 'fr', English
// when left out), and the account takes it once the link is used. The same 200 answer whether or not the address has an account;
// 400 with field errors for a malformed address; 429 (with Retry-After) when asked too often. The answer also
// sets the cookie that binds the link to this browser.

const Body = z.object({ email: EmailAddress, language: z.enum(LANGUAGES).optional() });

export const loader = refuseMethods(["POST"]);

export const action = acceptMethods(
  ["POST"],
  "Ask for a sign-in link with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const { email, language } = await parseJsonBody(request, Body);
    const { session } = await loadAuthState(request, context);
    const result = await requestMagicLink(context.get(servicesContext), {
      email,
      ip: context.get(requestContext).ip,
      returnTo: session.get("returnTo") ?? null,
      cookie: request.headers.get("Cookie"),
      language,
    });
    if (result.status === "rate-limited") {
      const refusal = rateLimitWords(result);
      const t = translator("en", catalogue("en", "signin")); // the API answers in English, as its other messages
      throw tooManyRequests(t(refusal.id, refusal.values), result.retryAfterSeconds);
    }
    return apiJson(
      { message: MESSAGES.linkSent },
      { headers: { "Set-Cookie": result.setCookie, "Cache-Control": "no-store" } },
    );
  },
);
