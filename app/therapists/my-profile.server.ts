import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import type { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { findLatestSubmission, type Submission } from "#app/submissions/submissions.server.ts";
import { indexTherapistJob } from "#indexer/jobs/index-therapist.ts";
import { enqueue } from "#indexer/queue.ts";

// A therapist's own profile (SPEC §2 dashboard and edit profile, §7 my-profile calls): the approved therapists
// row linked to the signed-in user, their newest application, their inquiry count, and the self-service edit.
// Every edit enqueues index-therapist in its transaction, so search shows the change as soon as it commits.

export const EMAIL_CHANGE_MESSAGE =
  "Your email address can't be changed here: it needs to be verified first. Please contact support to change it.";

const OwnProfileRow = z.object({
  id: z.uuid(),
  slug: z.string(),
  userId: z.uuid(),
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
  acceptingClients: z.enum(["yes", "waitlist", "no"]),
  virtualSessions: z.boolean(),
  inPersonSessions: z.boolean(),
  insuranceProviders: z.array(z.string()),
  availability: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isFeatured: z.boolean(),
  featuredUntil: z.number().nullable(),
  user: z.object({ email: z.string() }),
});
export type OwnProfile = z.infer<typeof OwnProfileRow>;

const ownColumns = sql.fragment`
  t.id, t.slug, t.user_id AS "userId", t.first_name AS "firstName", t.last_name AS "lastName", t.email, t.phone,
  t.credentials, t.license_number AS "licenseNumber", t.years_experience AS "yearsExperience", t.specialties,
  t.therapy_types AS "therapyTypes", t.city, t.province, t.address, t.bio, t.rate,
  t.accepting_clients AS "acceptingClients", t.virtual_sessions AS "virtualSessions",
  t.in_person_sessions AS "inPersonSessions", t.insurance_providers AS "insuranceProviders", t.availability,
  t.profile_image_url AS "profileImageUrl", t.is_featured AS "isFeatured", t.featured_until AS "featuredUntil",
  json_build_object('email', u.email) AS "user"`;

/** The approved profile linked to this user, if any. */
export async function findOwnProfile(db: CommonQueryMethods, userId: string): Promise<OwnProfile | null> {
  return db.maybeOne(sql.type(OwnProfileRow)`
    SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id
    WHERE t.user_id = ${userId} AND t.status = 'approved'
    ORDER BY t.updated_at DESC LIMIT 1`);
}

export type MyProfile = { submission: Submission | null; approvedProfile: OwnProfile | null };

export async function getMyProfile(db: CommonQueryMethods, userId: string): Promise<MyProfile> {
  const [submission, approvedProfile] = await Promise.all([findLatestSubmission(db, userId), findOwnProfile(db, userId)]);
  return { submission, approvedProfile };
}

export type DashboardStatus = "approved" | "pending" | "rejected" | "removed";

/**
 * SPEC §4: approved if an approved profile exists, else the application's status, default pending. An approved
 * application without an approved profile means an admin removed the listing since: "removed", not "approved".
 */
export function dashboardStatus({ submission, approvedProfile }: MyProfile): DashboardStatus {
  if (approvedProfile) return "approved";
  if (submission?.status === "approved") return "removed";
  return submission?.status ?? "pending";
}

export async function countInquiries(db: CommonQueryMethods, therapistId: string): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    SELECT count(*)::int AS count FROM contact_inquiries WHERE therapist_id = ${therapistId}`);
}

const COLUMNS: Record<Exclude<keyof ProfileUpdate, "email">, string> = {
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  credentials: "credentials",
  licenseNumber: "license_number",
  yearsExperience: "years_experience",
  specialties: "specialties",
  therapyTypes: "therapy_types",
  city: "city",
  province: "province",
  address: "address",
  bio: "bio",
  rate: "rate",
  acceptingClients: "accepting_clients",
  virtualSessions: "virtual_sessions",
  inPersonSessions: "in_person_sessions",
  insuranceProviders: "insurance_providers",
  availability: "availability",
  profileImageUrl: "profile_image_url",
};

export type UpdateOutcome = { kind: "updated"; profile: OwnProfile } | { kind: "not-found" } | { kind: "email-change" };

/** The signed-in user's own approved profile, changed by the fields given; an email change is refused. */
export async function updateOwnProfile(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  userId: string,
  update: ProfileUpdate,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const current = await tx.maybeOne(sql.type(OwnProfileRow)`
      SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id
      WHERE t.user_id = ${userId} AND t.status = 'approved'
      ORDER BY t.updated_at DESC LIMIT 1 FOR UPDATE OF t`);
    if (!current) return { kind: "not-found" };
    if (update.email !== undefined && update.email !== current.email) return { kind: "email-change" };
    const sets = Object.entries(COLUMNS).flatMap(([key, column]) => {
      const value = update[key as keyof typeof COLUMNS];
      if (value === undefined) return [];
      const bound = Array.isArray(value) ? sql.array(value, "text") : value;
      return [sql.fragment`${sql.identifier([column])} = ${bound}`];
    });
    if (sets.length > 0) {
      await tx.query(sql.unsafe`UPDATE therapists SET ${sql.join(sets, sql.fragment`, `)} WHERE id = ${current.id}`);
      await enqueue(boss, indexTherapistJob, { therapistId: current.id }, { db: tx });
    }
    const profile = await tx.one(sql.type(OwnProfileRow)`
      SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.id = ${current.id}`);
    return { kind: "updated", profile };
  });
}
