import { z } from "zod";
import type { Route } from "./+types/api.admin.submissions.id.status";
import { AdminNotes, decisionResponse, SubmissionId } from "#app/admin/decision-response.server.ts";
import { rejectSubmission } from "#app/admin/decisions.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, notFound, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";

// Approval has its own call (it publishes a profile); this one only rejects.
const Body = z.object({
  status: z.literal("rejected", { message: "Only 'rejected' can be set here; approve with POST /approve." }),
  adminNotes: AdminNotes,
});

export const loader = refuseMethods(["PATCH"]);

// PATCH /api/admin/submissions/{id}/status { status: 'rejected', adminNotes? }: 200 { message, status }; 404;
// 409 when the submission is no longer pending.
export const action = acceptMethods(
  ["PATCH"],
  "Change the status with PATCH.",
  async ({ request, context, params }: Route.ActionArgs) => {
    const admin = await requireAdmin(request, context);
    const id = SubmissionId.safeParse(params.id);
    if (!id.success) return notFound("Submission not found.");
    const { adminNotes } = await parseJsonBody(request, Body);
    return decisionResponse(await rejectSubmission(context.get(servicesContext), admin, id.data, adminNotes));
  },
);
