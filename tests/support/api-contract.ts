import type { z } from "zod";
import * as S from "./api-shapes.ts";

// The API contract: for every route under /api/ in app/routes.ts and every method it answers, requests and the
// status and shape (tests/support/api-shapes.ts) of each answer (api-contract.test.ts makes them, in declaration
// order, on one app; a route or method without an entry fails it). Key: "METHOD /pattern" as app/routes.ts writes
// the pattern. Each route has an answer that succeeds, with data in it, and the refusals a client meets. The
// entries: api-contract-public.ts (the directory, signing in, articles) and api-contract-accounts.ts (a
// therapist's own things, Featured, the admin console).

export const CONTRACT_ROLES = [
  "anonymous",
  /** Signed in, no application or profile. */
  "user",
  /** Signed in, no application or profile: applies once. */
  "newcomer",
  /** Signed in, a pending application. */
  "applicant",
  /** The demo therapist (approved profile, published posts, a draft). */
  "therapist",
  "admin",
  /** A browser that asked for a sign-in link (its binding cookie). */
  "link holder",
  /** Signed in, no application or profile: deletes their account. */
  "leaver",
] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

/** The ids, names and bodies the requests use (made by api-contract.test.ts). */
export type ContractFixture = {
  therapistId: string;
  therapistSlug: string;
  therapistEmail: string;
  publishedSlug: string;
  draftId: string;
  draftSlug: string;
  draftInput: Record<string, unknown>;
  /** A new post, and a post to delete, both the demo therapist's. */
  newPost: Record<string, unknown>;
  doomedPostId: string;
  newcomerEmail: string;
  userId: string;
  /** Pending applications: one to approve, one to reject. */
  approveId: string;
  rejectId: string;
  spareTherapistId: string;
  unlinkedTherapistId: string;
  linkToken: string;
  paymentEvent: unknown;
  /** An upload URL given to the demo therapist (whole, and its path), for the three-call upload. */
  uploadURL: string;
  uploadPath: string;
  leaverEmail: string;
};

export type ContractCase = {
  as: ContractRole;
  /** The path (default: the pattern itself, which then has no parameters). */
  path?: (f: ContractFixture) => string;
  /** A JSON body; "photo": a multipart body with one small PNG as `file`; "png": the PNG's bytes; none: no body. */
  body?: { json: unknown } | ((f: ContractFixture) => { json: unknown }) | "photo" | "png";
  /** Sent with the payment provider's signature of the body (Stripe-Signature). */
  signed?: true;
  status: number;
  /** The answer's shape; null: no body (204, a redirect). */
  shape: z.ZodType | null;
  /** Each list in the answer (the answer, or its top-level fields) holds something. */
  filled?: true;
};

export const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
export const json = (value: unknown) => ({ json: value });
export const fromFixture = (make: (f: ContractFixture) => unknown) => (f: ContractFixture) => ({ json: make(f) });
export const therapistPath =
  (suffix = "") =>
  (f: ContractFixture) =>
    `/api/therapists/${f.therapistId}${suffix}`;
export const CONTACT = {
  name: "Robin Reader",
  email: "robin@example.com",
  message: "I would like to book a first session.",
};
export const refused = (as: ContractRole, status: number) => ({ as, status, shape: S.ErrorBody });
