import { z } from "zod";
import type { Route } from "./+types/api.admin.submissions.id.approve";
import { AdminNotes, decisionResponse, SubmissionId } from "#app/admin/decision-response.server.ts";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, notFound, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";

const Body = z.object({ adminNotes: AdminNotes });

export const loader = refuseMethods(["POST"]);

// POST /api/admin/submissions/{id}/approve { adminNotes? }: creates and publishes the profile in one
// transaction. 200 { message, therapistId, slug }; 404 unknown; 409 already approved or rejected.
export const action = acceptMethods(
  ["POST"],
  "Approve with POST.",
  async ({ request, context, params }: Route.ActionArgs) => {
    const admin = await requireAdmin(request, context);
    const id = SubmissionId.safeParse(params.id);
    if (!id.success) return notFound("Submission not found.");
    const { adminNotes } = await parseJsonBody(request, Body);
    return decisionResponse(await approveSubmission(context.get(servicesContext), admin, id.data, adminNotes));
  },
);
