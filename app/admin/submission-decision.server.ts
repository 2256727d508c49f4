import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { toastDone, toastFailed } from "#app/http/toast-answer.server.ts";
import { AdminNotes } from "./decision-response.server.ts";
import { approveSubmission, rejectSubmission } from "./decisions.server.ts";
import { deleteTherapist } from "./profiles.server.ts";

// The submission buttons (app/admin/submission-actions.tsx) of the two admin pages that show them, the review queue
// and a submission's own page: Approve, Reject with an optional note, Delete the approved profile. Each page's
// action parses the form with SubmissionDecision and answers with decideSubmission: a toast's title and text.

export const SubmissionDecision = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid(), adminNotes: AdminNotes }),
  z.object({ intent: z.literal("reject"), id: z.uuid(), adminNotes: AdminNotes }),
  z.object({ intent: z.literal("delete"), therapistId: z.uuid() }),
]);
export type SubmissionDecision = z.infer<typeof SubmissionDecision>;

// A submission's decision as a toast: its title and text when done, its title when it fails.
const DECIDED_TOAST = {
  approve: {
    title: "Submission Approved",
    description: "The therapist profile has been created and published.",
    failed: "Approval Failed",
  },
  reject: {
    title: "Status Updated",
    description: "The submission has been rejected and the applicant notified.",
    failed: "Update Failed",
  },
} as const;

export async function decideSubmission(
  services: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  decision: SubmissionDecision,
) {
  if (decision.intent === "delete") {
    const outcome = await deleteTherapist(services, admin, decision.therapistId);
    if (outcome.kind === "deleted")
      return toastDone("Profile Deleted", "The profile has been removed from the directory.");
    return toastFailed("Delete Failed", "Therapist profile not found", 404);
  }
  const decide = decision.intent === "approve" ? approveSubmission : rejectSubmission;
  const outcome = await decide(services, admin, decision.id, decision.adminNotes);
  const text = DECIDED_TOAST[decision.intent];
  if (outcome.kind === "approved" || outcome.kind === "rejected") return toastDone(text.title, text.description);
  if (outcome.kind === "conflict") return toastFailed(text.failed, outcome.message, 409);
  return toastFailed(text.failed, "Submission not found.", 404);
}
