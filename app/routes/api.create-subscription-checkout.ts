import { z } from "zod";
import type { Route } from "./+types/api.create-subscription-checkout";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { acceptMethods, apiError, apiJson, badRequest, parseOrThrow, refuseMethods } from "#app/http/api.server.ts";

const Body = z.object({ flow: z.enum(["upgrade", "signup"]).optional() });
const NOT_JSON = "The request body must be empty or a JSON object.";

/** The body: empty, or a JSON object. */
async function readBody(request: Request) {
  const text = await request.text();
  if (text.trim() === "") return Body.parse({});
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw badRequest({ _: [NOT_JSON] }, NOT_JSON);
  }
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw badRequest({ _: [NOT_JSON] }, NOT_JSON);
  return parseOrThrow(Body, input);
}

export const loader = refuseMethods(["POST"]);

// POST /api/create-subscription-checkout, body empty: the caller's approved profile is upgraded, or, without one,
// the signup's Featured plan is paid (Featured starts when the profile is approved). { flow: "upgrade" } asks for
// the upgrade only (403 without an approved profile); { flow: "signup" } is the same as an empty body.
// 200 { url } to send the browser to (the provider's checkout, or /dev/checkout/<id> in demo mode).
// 401 signed out; 409 already Featured, already paid, or a payment still clearing; 502 provider down.
export const action = acceptMethods(
  ["POST"],
  "Start a checkout with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const { flow } = await readBody(request);
    const outcome = await startCheckout(context.get(servicesContext), user, flow ?? "signup", Date.now());
    if (outcome.kind === "error") return apiError(outcome.status, outcome.message);
    return apiJson({ url: outcome.url });
  },
);
