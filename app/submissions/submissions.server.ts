import { sql, UniqueIntegrityConstraintViolationError, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { consume, ipBucket, limiterKey } from "#app/auth/rate-limit.server.ts";
import { isProved, provedBy, requestAddressProof } from "#app/auth/proven-addresses.server.ts";
import { setUserLanguage, userLanguage, type CurrentUser } from "#app/auth/users.server.ts";
import { applicationReceipt } from "#app/admin/admin-emails.ts";
import type { Language } from "#app/i18n/language.ts";
import type { AppServices } from "#app/context.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { columnsOf, selectOf, valuesOf } from "#app/db/columns.server.ts";
import { ApplicationRow } from "#app/therapists/therapist-row.ts";
import { identityColumns, NOT_COLUMNS } from "#app/therapists/identity-consent.server.ts";
import { ApplicationForm, PENDING_MESSAGE } from "./application-schema.ts";

// Therapist applications (therapist_submissions: pending, then approved or rejected). A person has at most one
// application under review (a unique partial index enforces it, even against two submits at once); after a
// rejection they may apply again. The typed email goes on a listing only once proved: the address the applicant
// signs in with is proved already; any other gets a confirmation link, and the receipt then goes to the signed-in
// address. The emails are enqueued in the insert's transaction.

const APPLICATION_LIMITS = { perUserPerDay: 5, perIpPerDay: 20 } as const;
export { PENDING_MESSAGE };

/** The applicant's own application: every field the table holds, and whether its typed email is proved. */
const SubmissionRow = ApplicationRow.extend({
  /** The typed email is an address the applicant proved (signed in with it, or opened the link sent to it). */
  emailProven: z.boolean(),
});
export type Submission = z.infer<typeof SubmissionRow>;

const submissionColumns = selectOf("s", SubmissionRow, {
  emailProven: provedBy(sql.fragment`s.user_id`, sql.fragment`s.email`),
});

/** The application's fields, in the order of its INSERT's columns (the identity's two last). */
const APPLICATION_FIELDS = [
  ...Object.keys(ApplicationForm.shape).filter((field) => !NOT_COLUMNS.includes(field)),
  "identity",
  "identityConsentAt",
];

export type SubmitOutcome =
  | { kind: "created"; submission: Submission }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "pending-exists" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export const SUBMITTED_MESSAGE = "Application Submitted Successfully!";

/** The whole hours a person who sent too many applications is told to wait. */
export function applicationRateLimitHours(retryAfterSeconds: number): number {
  return Math.ceil(retryAfterSeconds / 3600);
}

export function applicationRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many applications were sent. Please try again in ${applicationRateLimitHours(retryAfterSeconds)} hours.`;
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
  input: { user: CurrentUser; form: ApplicationForm; ip: string; language?: Language },
  now = Date.now(),
): Promise<SubmitOutcome> {
  const { user, form } = input;
  const photo = await photoErrors(db, form.profileImageUrl, { userId: user.id, admin: false });
  if (photo) return { kind: "invalid", errors: photo };
  if (await hasPending(db, user.id)) return { kind: "pending-exists" };
  const key = (scope: string, subject: string) => limiterKey(config.sessionSecret, scope, subject);
  for (const limit of [
    { key: key("application:user", user.id), limit: APPLICATION_LIMITS.perUserPerDay },
    { key: key("application:ip", ipBucket(input.ip)), limit: APPLICATION_LIMITS.perIpPerDay },
  ]) {
    const result = await consume(db, { ...limit, windowSeconds: 86_400 });
    if (!result.allowed) return { kind: "rate-limited", retryAfterSeconds: result.retryAfterSeconds };
  }
  try {
    const submission = await db.transaction(async (tx) => {
      // Applying from a page in a language makes it the account's (and its emails').
      if (input.language) await setUserLanguage(tx, user.id, input.language);
      const proved = await isProved(tx, user.id, form.email);
      const row = await tx.one(sql.type(SubmissionRow)`
        INSERT INTO therapist_submissions AS s (user_id, ${columnsOf(APPLICATION_FIELDS)})
        VALUES (${user.id}, ${valuesOf({ ...form, ...identityColumns(form, now) }, APPLICATION_FIELDS)})
        RETURNING ${submissionColumns}`);
      if (!proved) {
        await requestAddressProof(
          tx,
          { boss, config },
          { userId: user.id, email: form.email, firstName: form.firstName },
        );
      }
      const receipt = applicationReceipt({
        to: proved ? form.email : user.email,
        firstName: form.firstName,
        language: input.language ?? (await userLanguage(tx, user.id)),
        typedEmail: form.email,
        proved,
        appUrl: config.appUrl,
      });
      await enqueue(boss, sendEmail, receipt, { db: tx });
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

/**
 * Erases the identity (and its consent) from every application of the listing or its owner: a withdrawn consent
 * leaves nothing of what the person no longer agrees to publish, in their applications either.
 */
export async function eraseSubmittedIdentity(
  tx: CommonQueryMethods,
  of: { therapistId: string; userId: string | null },
): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE therapist_submissions SET identity = '{}', identity_consent_at = NULL
    WHERE (therapist_id = ${of.therapistId} OR user_id = ${of.userId}::uuid)
      AND (identity <> '{}' OR identity_consent_at IS NOT NULL)`);
}

/** Whether an application was approved into the listing after `at` (a listing removed, then approved again). */
export function approvedSince(db: CommonQueryMethods, therapistId: string, at: number): Promise<boolean> {
  return db.exists(sql.unsafe`
    SELECT 1 FROM therapist_submissions
    WHERE therapist_id = ${therapistId} AND status = 'approved' AND reviewed_at > ${sql.timestamp(new Date(at))}`);
}

/**
 * Keeps in every application of the listing or its owner only the identity values the listing still states: a value
 * the therapist took off their profile is no longer agreed to be published, in their applications either (nor by an
 * application approved later).
 */
export async function trimSubmittedIdentity(
  tx: CommonQueryMethods,
  of: { therapistId: string; userId: string | null },
  stated: readonly string[],
): Promise<void> {
  const kept = sql.array([...stated], "text");
  await tx.query(sql.unsafe`
    UPDATE therapist_submissions SET identity = ARRAY(SELECT v FROM unnest(identity) AS v WHERE v = ANY(${kept}))
    WHERE (therapist_id = ${of.therapistId} OR user_id = ${of.userId}::uuid) AND NOT identity <@ ${kept}`);
}

/**
 * Erases the identity (and its consent) from the applications approved into a listing that left the directory: an
 * identity is held only to be published, and a listing out of the directory publishes nothing (decision 083).
 */
export async function eraseListedIdentity(tx: CommonQueryMethods, therapistId: string): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE therapist_submissions SET identity = '{}', identity_consent_at = NULL
    WHERE therapist_id = ${therapistId} AND status = 'approved'
      AND (identity <> '{}' OR identity_consent_at IS NOT NULL)`);
}
