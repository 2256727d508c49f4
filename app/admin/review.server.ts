import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { provedBy } from "#app/auth/proven-addresses.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { ApplicationRow } from "#app/therapists/therapist-row.ts";

// The admin review queue: stats, the filtered list, and one submission with everything an admin reviews (the
// decisions on it: decisions.server.ts).

const PAGE_SIZE = 20;

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

/** A submission as the admin list shows it: every field of the application (the identity, asked for in confidence
 *  and shown only on the submission's own page, aside), its review and the profile it made. */
const AdminSubmissionRow = ApplicationRow.omit({ identity: true, identityConsentAt: true, therapistId: true }).extend({
  therapistId: z.uuid().nullable(),
  therapistSlug: z.string().nullable(),
  therapistEmail: z.string().nullable(),
  /** The typed email is an address the applicant proved: approval is refused until it is. */
  emailProven: z.boolean(),
});
export type AdminSubmission = z.infer<typeof AdminSubmissionRow>;

/** The profile an approved submission made (t), its slug and email only while it is approved. */
const madeProfile = {
  therapistId: sql.fragment`t.id`,
  therapistSlug: sql.fragment`CASE WHEN t.status = 'approved' THEN t.slug END`,
  therapistEmail: sql.fragment`CASE WHEN t.status = 'approved' THEN t.email END`,
  emailProven: provedBy(sql.fragment`s.user_id`, sql.fragment`s.email`),
};
const listColumns = selectOf("s", AdminSubmissionRow, madeProfile);

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
    db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapist_submissions s WHERE ${where}`,
    ),
    db.any(sql.type(AdminSubmissionRow)`
      SELECT ${listColumns}
      FROM therapist_submissions s LEFT JOIN therapists t ON t.id = s.therapist_id
      WHERE ${where}
      ORDER BY s.created_at DESC, s.id
      LIMIT ${PAGE_SIZE} OFFSET ${(filters.page - 1) * PAGE_SIZE}`),
  ]);
  return { submissions: rows, total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

const SubmissionDetailRow = AdminSubmissionRow.omit({ reviewedBy: true }).extend({
  ...ApplicationRow.pick({ identity: true }).shape,
  reviewedBy: z.string().nullable(),
  /** The applicant paid for Featured before signing up; it starts when the profile is approved. */
  featuredPaid: z.boolean(),
  /** The address the applicant signed in with, shown beside the typed one. */
  accountEmail: z.string().nullable(),
  /**
   * An existing profile with the typed email or linked to the applicant's account, which approval would update;
   * otherProved: the other account it is linked to proved its address too.
   */
  match: z
    .object({
      id: z.uuid(),
      slug: z.string(),
      status: z.string(),
      linkedToApplicant: z.boolean(),
      linkedToOther: z.boolean(),
      otherProved: z.boolean(),
    })
    .nullable(),
});

const detailColumns = selectOf("s", SubmissionDetailRow, {
  ...madeProfile,
  reviewedBy: sql.fragment`r.email`,
  featuredPaid: sql.fragment`EXISTS (SELECT 1 FROM presignup_featured_payments p WHERE p.user_id = s.user_id AND p.status = 'paid')`,
  accountEmail: sql.fragment`a.email`,
  match: sql.fragment`(SELECT json_build_object('id', m.id, 'slug', m.slug, 'status', m.status,
      'linkedToApplicant', m.user_id IS NOT DISTINCT FROM s.user_id AND m.user_id IS NOT NULL,
      'linkedToOther', m.user_id IS NOT NULL AND m.user_id IS DISTINCT FROM s.user_id,
      'otherProved', m.user_id IS NOT NULL AND m.user_id IS DISTINCT FROM s.user_id
        AND ${provedBy(sql.fragment`m.user_id`, sql.fragment`m.email`)})
    FROM therapists m WHERE m.email = s.email OR m.user_id = s.user_id
    ORDER BY (m.email = s.email) DESC LIMIT 1)`,
});

/** One submission with everything an admin reviews, or null. */
export async function findSubmission(db: CommonQueryMethods, id: string) {
  return db.maybeOne(sql.type(SubmissionDetailRow)`
    SELECT ${detailColumns}
    FROM therapist_submissions s LEFT JOIN therapists t ON t.id = s.therapist_id
      LEFT JOIN users r ON r.id = s.reviewed_by LEFT JOIN users a ON a.id = s.user_id
    WHERE s.id = ${id}`);
}
