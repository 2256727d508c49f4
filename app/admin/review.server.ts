import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";
import { indexTherapistJob } from "#indexer/jobs/index-therapist.ts";
import { sendEmail } from "#indexer/jobs/send-email.ts";
import { enqueue } from "#indexer/queue.ts";
import { applyPresignupPayment } from "#app/featured/state.server.ts";
import { recordAudit } from "./audit.server.ts";

// The admin review queue: stats, the filtered list, and the two decisions on a pending application.
// Approval is one transaction: the therapists row (created, or the same person's earlier row updated) with a
// unique slug, the submission marked approved, the index job, the applicant's email and the audit record.

export const PAGE_SIZE = 20;

const Stats = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), active: z.number() });
export type AdminStats = z.infer<typeof Stats>;

/** Submissions by status; active = approved profiles in the directory. */
export async function adminStats(db: CommonQueryMethods): Promise<AdminStats> {
  return db.one(sql.type(Stats)`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
      count(*) FILTER (WHERE status = 'approved')::int AS approved,
      count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
      (SELECT count(*) FROM therapists WHERE status = 'approved')::int AS active
    FROM therapist_submissions`);
}

export const SubmissionFilters = z.object({
  search: z.string().trim().max(200).optional().default(""),
  status: z.enum(["all", "pending", "approved", "rejected"]).optional().default("all"),
  city: z.string().trim().max(100).optional().default(""),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type SubmissionFilters = z.infer<typeof SubmissionFilters>;

export const AdminSubmissionRow = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  credentials: z.string().nullable(),
  specialties: z.array(z.string()),
  city: z.string().nullable(),
  province: z.string().nullable(),
  adminNotes: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
  therapistId: z.uuid().nullable(),
  therapistSlug: z.string().nullable(),
  therapistEmail: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof AdminSubmissionRow>;

function whereOf(filters: SubmissionFilters) {
  const conditions = [sql.fragment`TRUE`];
  if (filters.status !== "all") conditions.push(sql.fragment`s.status = ${filters.status}`);
  if (filters.city) conditions.push(sql.fragment`lower(s.city) = lower(${filters.city})`);
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql.fragment`(s.first_name || ' ' || s.last_name ILIKE ${like} OR s.email ILIKE ${like}
      OR coalesce(s.credentials, '') ILIKE ${like})`);
  }
  return sql.join(conditions, sql.fragment` AND `);
}

/** One page of submissions, newest first, and how many match in all. */
export async function listSubmissions(db: CommonQueryMethods, filters: SubmissionFilters) {
  const where = whereOf(filters);
  const [total, rows] = await Promise.all([
    db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapist_submissions s WHERE ${where}`),
    db.any(sql.type(AdminSubmissionRow)`
      SELECT s.id, s.status, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.credentials,
        s.specialties, s.city, s.province, s.admin_notes AS "adminNotes", s.reviewed_at AS "reviewedAt",
        s.created_at AS "createdAt", t.id AS "therapistId",
        CASE WHEN t.status = 'approved' THEN t.slug END AS "therapistSlug",
        CASE WHEN t.status = 'approved' THEN t.email END AS "therapistEmail"
      FROM therapist_submissions s LEFT JOIN therapists t ON t.id = s.therapist_id
      WHERE ${where}
      ORDER BY s.created_at DESC, s.id
      LIMIT ${PAGE_SIZE} OFFSET ${(filters.page - 1) * PAGE_SIZE}`),
  ]);
  return { submissions: rows, total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** first-last, lowercased, accents dropped, anything else a hyphen. */
export function slugBase(firstName: string, lastName: string): string {
  const base = `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
  return base || "therapist";
}

/** The base slug, or base-2, base-3... whichever is free (ignoring the row being updated). */
async function uniqueSlug(tx: CommonQueryMethods, base: string, exceptId: string | null): Promise<string> {
  // Two approvals of the same name at once wait for each other here instead of failing on the unique index.
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`slug:${base}`}))`);
  const taken = await tx.anyFirst(sql.type(z.object({ slug: z.string() }))`
    SELECT slug FROM therapists
    WHERE (slug = ${base} OR slug ~ ${`^${base}-[0-9]+$`}) AND id IS DISTINCT FROM ${exceptId}::uuid`);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const Locked = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  userId: z.uuid().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  adminNotes: z.string().nullable(),
  /** The address the applicant signed in with (proved by its magic link), or null without an account. */
  accountEmail: z.string().nullable(),
});

async function lockSubmission(tx: CommonQueryMethods, id: string) {
  return tx.maybeOne(sql.type(Locked)`
    SELECT id, status, user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName",
      admin_notes AS "adminNotes", (SELECT u.email FROM users u WHERE u.id = s.user_id) AS "accountEmail"
    FROM therapist_submissions s WHERE id = ${id} FOR UPDATE OF s`);
}

export type DecisionOutcome =
  | { kind: "not-found" }
  | { kind: "conflict"; message: string }
  | { kind: "approved"; therapistId: string; slug: string }
  | { kind: "rejected" };

function alreadyDecided(status: "approved" | "rejected"): DecisionOutcome {
  return {
    kind: "conflict",
    message: status === "approved"
      ? "This submission has already been approved."
      : "This submission was rejected; the applicant can apply again.",
  };
}

const profileColumns = sql.fragment`first_name, last_name, email, phone, credentials, credential_types, license_number,
  years_experience, specialties, therapy_types, city, province, address, bio, rate, fee_range, student_friendly,
  availability, accepting_clients, virtual_sessions, in_person_sessions, insurance_providers, profile_image_url`;

const TherapistRef = z.object({ id: z.uuid(), slug: z.string(), status: z.string(), userId: z.uuid().nullable() });

export const UNPROVED_MESSAGE =
  "An existing profile uses the email address typed in this application, but the applicant has not proved that " +
  "address (they are signed in with another one). Approving would hand that listing to them: ask them to sign in " +
  "with that address and apply again, or reject the application.";

type Match =
  | { kind: "none" | "own"; profile: z.infer<typeof TherapistRef> | null }
  | { kind: "unproved" }
  | { kind: "other-account" };

/**
 * The profile an approval updates: the applicant's own (linked to their account), else a profile with the typed
 * email, but only when the applicant proved that address by signing in with it. An unproved match is refused, so
 * an application never takes over someone else's listing, its URL and its reviews.
 */
async function matchExistingProfile(tx: CommonQueryMethods, submission: z.infer<typeof Locked>): Promise<Match> {
  const own = submission.userId
    ? await tx.maybeOne(sql.type(TherapistRef)`
        SELECT id, slug, status, user_id AS "userId" FROM therapists WHERE user_id = ${submission.userId}
        ORDER BY updated_at DESC LIMIT 1 FOR UPDATE`)
    : null;
  const byEmail = await tx.maybeOne(sql.type(TherapistRef)`
    SELECT id, slug, status, user_id AS "userId" FROM therapists WHERE email = ${submission.email} FOR UPDATE`);
  if (!byEmail || byEmail.id === own?.id) return { kind: own ? "own" : "none", profile: own };
  if (own) return { kind: "other-account" };
  if (byEmail.userId && byEmail.userId !== submission.userId) return { kind: "other-account" };
  if (submission.accountEmail !== submission.email) return { kind: "unproved" };
  return { kind: "own", profile: byEmail };
}

/**
 * Pending → approved. Creates and publishes the profile; all or nothing. A Featured listing the
 * applicant paid for at signup starts now.
 */
export async function approveSubmission(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  id: string,
  adminNotes: string | null,
  now = Date.now(),
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) return { kind: "not-found" };
    if (submission.status !== "pending") return alreadyDecided(submission.status);

    const existing = await matchExistingProfile(tx, submission);
    if (existing.kind === "unproved") return { kind: "conflict", message: UNPROVED_MESSAGE };
    if (existing.kind === "other-account") {
      return { kind: "conflict", message: "Another account's therapist profile already uses this email address." };
    }
    const { profile } = existing;
    const slug = profile && profile.status === "approved"
      ? profile.slug
      : await uniqueSlug(tx, slugBase(submission.firstName, submission.lastName), profile?.id ?? null);

    const therapist = profile
      ? await tx.one(sql.type(TherapistRef)`
          UPDATE therapists t SET (${profileColumns}) = (SELECT ${profileColumns} FROM therapist_submissions WHERE id = ${id}),
            slug = ${slug}, status = 'approved', deleted_at = NULL, user_id = coalesce(${submission.userId}::uuid, t.user_id)
          WHERE t.id = ${profile.id}
          RETURNING t.id, t.slug, t.status, t.user_id AS "userId"`)
      : await tx.one(sql.type(TherapistRef)`
          INSERT INTO therapists (${profileColumns}, slug, status, user_id)
          SELECT ${profileColumns}, ${slug}, 'approved', user_id FROM therapist_submissions WHERE id = ${id}
          RETURNING id, slug, status, user_id AS "userId"`);

    await tx.query(sql.unsafe`
      UPDATE therapist_submissions
      SET status = 'approved', admin_notes = ${adminNotes}, reviewed_at = now(), reviewed_by = ${admin.id},
        therapist_id = ${therapist.id}, slug = ${therapist.slug}
      WHERE id = ${id}`);
    await enqueue(boss, indexTherapistJob, { therapistId: therapist.id }, { db: tx });
    const featured = submission.userId ? await applyPresignupPayment(tx, boss, submission.userId, now) : false;
    await enqueue(boss, sendEmail, {
      to: submission.email,
      subject: `Your ${SITE.name} profile is live`,
      text: [
        `Hello ${submission.firstName},`,
        "",
        "Good news: your application has been approved and your profile is now published in the directory:",
        `${config.appUrl}/therapists/${therapist.slug}`,
        "",
        `Manage it from your dashboard: ${config.appUrl}/therapist/dashboard`,
        ...(featured ? ["", "The Featured Listing you paid for is now active."] : []),
        ...(adminNotes ? ["", `A note from our team: ${adminNotes}`] : []),
        "",
        `— ${SITE.name}`,
      ].join("\n"),
    }, { db: tx });
    await recordAudit(tx, {
      actor: admin,
      action: "approve",
      submissionId: id,
      therapistId: therapist.id,
      before: { status: submission.status, therapist: profile },
      after: { status: "approved", therapistId: therapist.id, slug: therapist.slug, featured },
      note: adminNotes,
    });
    return { kind: "approved", therapistId: therapist.id, slug: therapist.slug };
  });
}

/** Pending → rejected with an optional note, emailed to the applicant, who may apply again. */
export async function rejectSubmission(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  id: string,
  adminNotes: string | null,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) return { kind: "not-found" };
    if (submission.status !== "pending") return alreadyDecided(submission.status);
    await tx.query(sql.unsafe`
      UPDATE therapist_submissions
      SET status = 'rejected', admin_notes = ${adminNotes}, reviewed_at = now(), reviewed_by = ${admin.id}
      WHERE id = ${id}`);
    await enqueue(boss, sendEmail, {
      to: submission.email,
      subject: `About your ${SITE.name} application`,
      text: [
        `Hello ${submission.firstName},`,
        "",
        "Thank you for applying. We're unable to approve your application as it stands.",
        ...(adminNotes ? ["", `Our reviewer's note: ${adminNotes}`] : []),
        "",
        `You're welcome to apply again: ${config.appUrl}/therapist/signup`,
        "",
        `— ${SITE.name}`,
      ].join("\n"),
    }, { db: tx });
    await recordAudit(tx, {
      actor: admin,
      action: "reject",
      submissionId: id,
      before: { status: submission.status, adminNotes: submission.adminNotes },
      after: { status: "rejected", adminNotes },
      note: adminNotes,
    });
    return { kind: "rejected" };
  });
}

export const SubmissionDetailRow = AdminSubmissionRow.extend({
  phone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  therapyTypes: z.array(z.string()),
  bio: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The applicant paid for Featured before signing up; it starts when the profile is approved. */
  featuredPaid: z.boolean(),
  /** The address the applicant signed in with, shown beside the typed one. */
  accountEmail: z.string().nullable(),
  /** An existing profile with the typed email or linked to the applicant's account, which approval would update. */
  match: z.object({ slug: z.string(), status: z.string(), linkedToApplicant: z.boolean(), linkedToOther: z.boolean() }).nullable(),
});

/** One submission with everything an admin reviews, or null. */
export async function findSubmission(db: CommonQueryMethods, id: string) {
  return db.maybeOne(sql.type(SubmissionDetailRow)`
    SELECT s.id, s.status, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.credentials,
      s.specialties, s.city, s.province, s.admin_notes AS "adminNotes", s.reviewed_at AS "reviewedAt",
      s.created_at AS "createdAt", t.id AS "therapistId",
      CASE WHEN t.status = 'approved' THEN t.slug END AS "therapistSlug",
      CASE WHEN t.status = 'approved' THEN t.email END AS "therapistEmail",
      s.phone, s.license_number AS "licenseNumber", s.years_experience AS "yearsExperience",
      s.therapy_types AS "therapyTypes", s.bio, r.email AS "reviewedBy",
      EXISTS (SELECT 1 FROM presignup_featured_payments p WHERE p.user_id = s.user_id AND p.status = 'paid') AS "featuredPaid",
      a.email AS "accountEmail",
      (SELECT json_build_object('slug', m.slug, 'status', m.status,
          'linkedToApplicant', m.user_id IS NOT DISTINCT FROM s.user_id AND m.user_id IS NOT NULL,
          'linkedToOther', m.user_id IS NOT NULL AND m.user_id IS DISTINCT FROM s.user_id)
        FROM therapists m WHERE m.email = s.email OR m.user_id = s.user_id
        ORDER BY (m.email = s.email) DESC LIMIT 1) AS "match"
    FROM therapist_submissions s LEFT JOIN therapists t ON t.id = s.therapist_id
      LEFT JOIN users r ON r.id = s.reviewed_by LEFT JOIN users a ON a.id = s.user_id
    WHERE s.id = ${id}`);
}
