import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { fieldErrors, type FieldErrors } from "#app/http/api.server.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { ApplicationForm } from "./application-schema.ts";
import { PENDING_MESSAGE, submitApplication, type Submission } from "./submissions.server.ts";

// One handler for an application, whether it comes from the page's form (no JavaScript) or the JSON API:
// validation with the shared schema, then submitApplication. The answer is an HTTP status and a JSON body.

export type ApplicationAnswer = {
  status: number;
  body: { message: string; errors?: FieldErrors; submission?: Pick<Submission, "id" | "status"> };
};

export async function handleApplication(
  services: Pick<AppServices, "db" | "boss" | "config">,
  user: CurrentUser,
  raw: Record<string, unknown>,
  ip: string,
): Promise<ApplicationAnswer> {
  const parsed = ApplicationForm.safeParse(raw);
  if (!parsed.success) {
    return { status: 400, body: { message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error) } };
  }
  const photo = await photoErrors(services.db, parsed.data.profileImageUrl, { userId: user.id, admin: false });
  if (photo) return { status: 400, body: { message: "Please check the highlighted fields.", errors: photo } };
  const outcome = await submitApplication(services, { user, form: parsed.data, ip });
  switch (outcome.kind) {
    case "pending-exists":
      return { status: 409, body: { message: PENDING_MESSAGE } };
    case "rate-limited":
      return { status: 429, body: { message: `Too many applications were sent. Please try again in ${Math.ceil(outcome.retryAfterSeconds / 3600)} hours.` } };
    case "created":
      return {
        status: 201,
        body: { message: "Application Submitted Successfully!", submission: { id: outcome.submission.id, status: outcome.submission.status } },
      };
  }
}
