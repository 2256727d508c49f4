import { z } from "zod";
import { apiError, apiJson, notFound } from "#app/http/api.server.ts";
import type { DecisionOutcome } from "./decisions.server.ts";

export const AdminNotes = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => v || null);
export const SubmissionId = z.uuid({ message: "Not a submission id." });

/** The JSON answer to an approve or reject call. */
export function decisionResponse(outcome: DecisionOutcome): Response {
  switch (outcome.kind) {
    case "not-found":
      return notFound("Submission not found.");
    case "conflict":
      return apiError(409, outcome.message);
    case "approved":
      return apiJson({ message: "Submission Approved", therapistId: outcome.therapistId, slug: outcome.slug });
    case "rejected":
      return apiJson({ message: "Status Updated", status: "rejected" });
  }
}
