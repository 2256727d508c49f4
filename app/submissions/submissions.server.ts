import { sql, UniqueIntegrityConstraintViolationError, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { consume, ipBucket } from "#app/auth/rate-limit.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { SITE } from "#app/site.ts";
import { sendEmail } from "#indexer/jobs/send-email.ts";
import { enqueue } from "#indexer/queue.ts";
import { PENDING_MESSAGE, type ApplicationForm } from "./application-schema.ts";

// Therapist applications (therapist_submissions: pending, then approved or rejected). A person has at most one
// application under review (a unique partial index enforces it, even against two submits at once); after a
// rejection they may apply again. The confirmation email is enqueued in the insert's transaction.

export const APPLICATION_LIMITS = { perUserPerDay: 5, perIpPerDay: 20 } as const;
export { PENDING_MESSAGE };

export const SubmissionRow = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  credentials: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  specialties: z.array(z.string()),
  therapyTypes: z.array(z.string()),
  city: z.string().nullable(),
  province: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  rate: z.number().nullable(),
  acceptingClients: z.string(),
  virtualSessions: z.boolean(),
  inPersonSessions: z.boolean(),
  insuranceProviders: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  adminNotes: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type Submission = z.infer<typeof SubmissionRow>;

const submissionColumns = sql.fragment`
  s.id, s.status, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.phone, s.credentials,
  s.license_number AS "licenseNumber", s.years_experience AS "yearsExperience", s.specialties,
  s.therapy_types AS "therapyTypes", s.city, s.province, s.address, s.bio, s.rate,
  s.accepting_clients AS "acceptingClients", s.virtual_sessions AS "virtualSessions",
  s.in_person_sessions AS "inPersonSessions", s.insurance_providers AS "insuranceProviders",
  s.profile_image_url AS "profileImageUrl", s.admin_notes AS "adminNotes", s.reviewed_at AS "reviewedAt",
  s.created_at AS "createdAt"`;

export type SubmitOutcome =
  | { kind: "created"; submission: Submission }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "pending-exists" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export const SUBMITTED_MESSAGE = "Application Submitted Successfully!";

export function applicationRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many applications were sent. Please try again in ${Math.ceil(retryAfterSeconds / 3600)} hours.`;
}

async function hasPending(db: CommonQueryMethods, userId: string): Promise<boolean> {
  return db.exists(sql.unsafe`SELECT 1 FROM therapist_submissions WHERE user_id = ${userId} AND status = 'pending'`);
}

/**
 * The signed-in person's application, checked with the shared schema by the caller: refused when its photo is not
 * their own upload, while one is under review, or past the daily limits.
 */
export async function submitApplication(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  input: { user: CurrentUser; form: ApplicationForm; ip: string },
): Promise<SubmitOutcome> {
  const { user, form } = input;
  const photo = await photoErrors(db, form.profileImageUrl, { userId: user.id, admin: false });
  if (photo) return { kind: "invalid", errors: photo };
  if (await hasPending(db, user.id)) return { kind: "pending-exists" };
  for (const limit of [
    { key: `application:user:${user.id}`, limit: APPLICATION_LIMITS.perUserPerDay },
    { key: `application:ip:${ipBucket(input.ip)}`, limit: APPLICATION_LIMITS.perIpPerDay },
  ]) {
    const result = await consume(db, { ...limit, windowSeconds: 86_400 });
    if (!result.allowed) return { kind: "rate-limited", retryAfterSeconds: result.retryAfterSeconds };
  }
  try {
    const submission = await db.transaction(async (tx) => {
      const row = await tx.one(sql.type(SubmissionRow)`
        INSERT INTO therapist_submissions AS s (
          user_id, first_name, last_name, email, phone, credentials, license_number, years_experience,
          specialties, therapy_types, city, province, address, bio, rate, accepting_clients, virtual_sessions,
          in_person_sessions, insurance_providers, availability, profile_image_url)
        VALUES (
          ${user.id}, ${form.firstName}, ${form.lastName}, ${form.email}, ${form.phone}, ${form.credentials},
          ${form.licenseNumber}, ${form.yearsExperience}, ${sql.array(form.specialties, "text")},
          ${sql.array(form.therapyTypes, "text")}, ${form.city}, ${form.province}, ${form.address}, ${form.bio},
          ${form.rate}, ${form.acceptingClients}, ${form.virtualSessions}, ${form.inPersonSessions},
          ${sql.array(form.insuranceProviders, "text")}, ${form.availability}, ${form.profileImageUrl})
        RETURNING ${submissionColumns}`);
      await enqueue(boss, sendEmail, {
        to: form.email,
        subject: `We received your application to ${SITE.name}`,
        text: [
          `Hello ${form.firstName},`,
          "",
          `Thank you for applying to be listed on ${SITE.name}. Our team reviews every application within 2-3 business days`,
          "and will contact you by email with the result.",
          "",
          `You can follow your application's status on your dashboard: ${config.appUrl}/therapist/dashboard`,
          "",
          `— ${SITE.name}`,
        ].join("\n"),
      }, { db: tx });
      return row;
    });
    return { kind: "created", submission };
  } catch (error) {
    // Two submits at once: the second one meets the one-pending-per-user index.
    if (error instanceof UniqueIntegrityConstraintViolationError) return { kind: "pending-exists" };
    throw error;
  }
}

/** The person's newest application, if any. */
export async function findLatestSubmission(db: CommonQueryMethods, userId: string): Promise<Submission | null> {
  return db.maybeOne(sql.type(SubmissionRow)`
    SELECT ${submissionColumns} FROM therapist_submissions s
    WHERE s.user_id = ${userId} ORDER BY (s.status = 'pending') DESC, s.created_at DESC LIMIT 1`);
}
