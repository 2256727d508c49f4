import { expect } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { action as approveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as submissionsApi } from "#app/routes/api.therapist-submissions.ts";
import { callWith } from "./admin.ts";
import { appRequest, callForResponse, contextFor, signedInCookie } from "./auth.ts";
import { validApplication } from "./onboarding.ts";

// An application through the JSON API as its applicant, and its approval by an admin: how the forms' tests make a
// listing the way a therapist and a reviewer would.

/** Signs in as `email` and applies with a valid application and `fields`; the cookie and the API's answer. */
export async function applyThroughApi(services: AppServices, email: string, fields: Record<string, unknown>) {
  const cookie = await signedInCookie(services, email);
  const response = await callForResponse(
    submissionsApi as never,
    appRequest("/api/therapist-submissions", { json: validApplication({ email, ...fields }), cookie }),
    contextFor(services, `198.51.100.${email.length}`),
  );
  return { cookie, response };
}

/** Applies as `email` (the application must be taken), has the admin approve it, and answers the applicant's cookie. */
export async function approvedThroughApi(
  services: AppServices,
  adminCookie: string,
  email: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const { cookie, response } = await applyThroughApi(services, email, fields);
  expect(response.status).toBe(201);
  const { id } = (await response.json()).submission;
  const approved = await callWith(
    approveApi as never,
    appRequest(`/api/admin/submissions/${id}/approve`, { json: {}, cookie: adminCookie }),
    contextFor(services),
    { id },
  );
  expect(approved.status).toBe(200);
  return cookie;
}
