// Batch inserts for generated rows: one INSERT ... SELECT FROM unnest(...) per batch, whatever its size.
// sql.unnest binds one array per column; text[] columns travel as JSON text (jsonb[]) and are unpacked in SQL,
// since unnest would flatten a two-dimensional text array.
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { GeneratedSubmission, GeneratedTherapist } from "./generate.ts";
import type { GeneratedBlogPost } from "./generate-blog-post.ts";

export type TherapistRow = GeneratedTherapist & { userId: string | null };
export type SubmissionRow = GeneratedSubmission & { userId: string; reviewedBy: string | null };
export type BlogPostRow = GeneratedBlogPost & { therapistId: string };
export type UserRow = { email: string; firstName: string; lastName: string; role: "user" | "admin" };

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const textArray = (name: string) =>
  sql.fragment`ARRAY(SELECT jsonb_array_elements_text(${sql.identifier(["t", name])}))`;

const PROFILE_TYPES = [
  "uuid",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "jsonb",
  "text",
  "text",
  "jsonb",
  "jsonb",
  "text",
  "text",
  "text",
  "text",
  "numeric",
  "text",
  "bool",
  "text",
  "text",
  "bool",
  "bool",
  "jsonb",
  "text",
  "timestamptz",
] as const;

function profileTuple(row: TherapistRow | SubmissionRow): (string | number | boolean | null)[] {
  return [
    row.userId,
    row.slug,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.credentials,
    JSON.stringify(row.credentialTypes),
    row.licenseNumber,
    row.yearsExperience,
    JSON.stringify(row.specialties),
    JSON.stringify(row.therapyTypes),
    row.city,
    row.province,
    row.address,
    row.bio,
    row.rate,
    row.feeRange,
    row.studentFriendly,
    row.availability,
    row.acceptingClients,
    row.virtualSessions,
    row.inPersonSessions,
    JSON.stringify(row.insuranceProviders),
    row.profileImageUrl,
    iso(row.createdAt),
  ];
}

const PROFILE_ALIASES = sql.fragment`user_id, slug, first_name, last_name, email, phone, credentials, credential_types,
  license_number, years_experience, specialties, therapy_types, city, province, address, bio, rate, fee_range,
  student_friendly, availability, accepting_clients, virtual_sessions, in_person_sessions, insurance_providers,
  profile_image_url, created_at`;

const PROFILE_SELECT = sql.fragment`t.user_id, t.slug, t.first_name, t.last_name, t.email, t.phone, t.credentials,
  ${textArray("credential_types")}, t.license_number, t.years_experience, ${textArray("specialties")},
  ${textArray("therapy_types")}, t.city, t.province, t.address, t.bio, t.rate, t.fee_range, t.student_friendly,
  t.availability, t.accepting_clients, t.virtual_sessions, t.in_person_sessions, ${textArray("insurance_providers")},
  t.profile_image_url, t.created_at, t.created_at`;

function therapistsInsert(rows: readonly TherapistRow[]) {
  const tuples = rows.map((row) => [
    ...profileTuple(row),
    row.rating,
    row.reviewCount,
    row.status,
    row.isFeatured,
    iso(row.featuredUntil),
    row.subscriptionStatus,
  ]);
  const types = [...PROFILE_TYPES, "numeric", "int4", "text", "bool", "timestamptz", "text"];
  return sql.fragment`
    INSERT INTO therapists (${PROFILE_ALIASES}, updated_at, rating, review_count, status, is_featured, featured_until,
      subscription_status)
    SELECT ${PROFILE_SELECT}, t.rating, t.review_count, t.status, t.is_featured, t.featured_until, t.subscription_status
    FROM ${sql.unnest(tuples, types)} AS t(${PROFILE_ALIASES}, rating, review_count, status, is_featured, featured_until,
      subscription_status)`;
}

const IdBySlug = z.object({ id: z.uuid(), slug: z.string() });

/** Inserts therapists and answers their ids by slug. */
export async function insertTherapists(
  db: CommonQueryMethods,
  rows: readonly TherapistRow[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const inserted = await db.many(sql.type(IdBySlug)`${therapistsInsert(rows)} RETURNING id, slug`);
  return new Map(inserted.map((row) => [row.slug, row.id]));
}

/** Inserts therapists without reading anything back (for large batches). */
export async function appendTherapists(db: CommonQueryMethods, rows: readonly TherapistRow[]): Promise<void> {
  if (rows.length > 0) await db.query(sql.unsafe`${therapistsInsert(rows)}`);
}

const IdByEmail = z.object({ id: z.uuid(), email: z.string() });

/** Inserts users (or, for an email already there, takes the role given) and answers their ids by email. */
export async function upsertUsers(db: CommonQueryMethods, rows: readonly UserRow[]): Promise<Map<string, string>> {
  const tuples = rows.map((row) => [row.email, row.firstName, row.lastName, row.role]);
  const users = await db.many(sql.type(IdByEmail)`
    INSERT INTO users (email, first_name, last_name, role)
    SELECT t.email, t.first_name, t.last_name, t.role
    FROM ${sql.unnest(tuples, ["text", "text", "text", "text"])} AS t(email, first_name, last_name, role)
    ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role
    RETURNING id, email`);
  return new Map(users.map((row) => [row.email, row.id]));
}

export async function insertSubmissions(db: CommonQueryMethods, rows: readonly SubmissionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const tuples = rows.map((row) => [
    ...profileTuple(row),
    row.status,
    row.adminNotes,
    iso(row.reviewedAt),
    row.reviewedBy,
  ]);
  const types = [...PROFILE_TYPES, "text", "text", "timestamptz", "uuid"];
  await db.query(sql.unsafe`
    INSERT INTO therapist_submissions (${PROFILE_ALIASES}, updated_at, status, admin_notes, reviewed_at, reviewed_by)
    SELECT ${PROFILE_SELECT}, t.status, t.admin_notes, t.reviewed_at, t.reviewed_by
    FROM ${sql.unnest(tuples, types)} AS t(${PROFILE_ALIASES}, status, admin_notes, reviewed_at, reviewed_by)`);
}

export async function insertBlogPosts(db: CommonQueryMethods, rows: readonly BlogPostRow[]): Promise<void> {
  if (rows.length === 0) return;
  const tuples = rows.map((row) => [
    row.therapistId,
    row.title,
    row.slug,
    row.content,
    row.excerpt,
    row.specialty,
    row.metaTitle,
    row.metaDescription,
    row.status,
    iso(row.publishedAt),
    iso(row.createdAt),
  ]);
  const types = ["uuid", "text", "text", "text", "text", "text", "text", "text", "text", "timestamptz", "timestamptz"];
  await db.query(sql.unsafe`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, meta_title, meta_description, status,
      published_at, created_at, updated_at)
    SELECT t.therapist_id, t.title, t.slug, t.content, t.excerpt, t.specialty, t.meta_title, t.meta_description, t.status,
      t.published_at, t.created_at, t.created_at
    FROM ${sql.unnest(tuples, types)} AS t(therapist_id, title, slug, content, excerpt, specialty, meta_title,
      meta_description, status, published_at, created_at)`);
}
