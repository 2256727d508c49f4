import { z } from "zod";
import type { Route } from "./+types/api.admin.therapists.id.link-user";
import { LinkReason, linkUser } from "#app/admin/linking.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiError, apiJson, notFound, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";

const Body = z.object({ userId: z.uuid("Choose a user."), reason: LinkReason });

export const loader = refuseMethods(["POST"]);

// POST /api/admin/therapists/{id}/link-user { userId, reason? }: 200 { message }; 404 unknown therapist or user;
// 400 { errors: { reason } } when the account has not proved the listing's address and no reason is given (with
// one, the reason is audited and emailed to the listing's address); 409 when the account manages another listing.
export const action = acceptMethods(
  ["POST"],
  "Link with POST.",
  async ({ request, context, params }: Route.ActionArgs) => {
    const admin = await requireAdmin(request, context);
    const id = z.uuid().safeParse(params.id);
    if (!id.success) return notFound("Therapist profile not found");
    const { userId, reason } = await parseJsonBody(request, Body);
    const outcome = await linkUser(context.get(servicesContext), admin, id.data, userId, reason);
    if (outcome.kind === "therapist-not-found") return notFound("Therapist profile not found");
    if (outcome.kind === "user-not-found") return notFound("User not found");
    if (outcome.kind === "reason-required") return apiError(400, outcome.message, { reason: [outcome.message] });
    if (outcome.kind === "account-has-listing") return apiError(409, outcome.message);
    return apiJson({ message: "The therapist has been linked to the user." });
  },
);
