// Batch inserts for generated rows: one INSERT per batch, whatever its size. Therapists, applications and users
// go in as one JSON array that PostgreSQL reads into the table's own row type (jsonb_populate_recordset: each value
// as its column's type, a list as text[]), their columns the row schema's fields; blog posts through sql.unnest,
// which binds one array per column (text[] columns would travel as JSON text, since unnest flattens a
// two-dimensional array).
import { sql, type CommonQueryMethods, type SerializableValue } from "slonik";
import type { z } from "zod";
import { UserRow } from "#app/auth/users.server.ts";
import { columnOf, columnsOf } from "#app/db/columns.server.ts";
import { isInstant } from "#app/db/instant.ts";
import { ApplicationRow, TherapistRow } from "#app/therapists/therapist-row.ts";
import { SeedInquiry } from "./demo-inquiries.ts";
import { GeneratedSubmission, GeneratedTherapist } from "./generate.ts";
import type { GeneratedBlogPost } from "./generate-blog-post.ts";

/** A generated therapist as inserted: with its user, if it has one. */
const SeedTherapist = GeneratedTherapist.extend(TherapistRow.pick({ userId: true }).shape);
export type SeedTherapist = z.infer<typeof SeedTherapist>;
/** A generated application as inserted: with its user and, once reviewed, its reviewer. */
const SeedApplication = GeneratedSubmission.extend(ApplicationRow.pick({ userId: true, reviewedBy: true }).shape);
export type SeedApplication = z.infer<typeof SeedApplication>;
const SeedUser = UserRow.pick({ email: true, firstName: true, lastName: true, role: true });
export type SeedUser = z.infer<typeof SeedUser>;
export type BlogPostRow = GeneratedBlogPost & { therapistId: string };

/**
 * `INSERT INTO table (the row's columns) SELECT them FROM` the rows as JSON records keyed by column, each time
 * (an Instant field) as ISO 8601 text.
 */
function insertOf<R extends z.ZodObject>(table: string, row: R, rows: readonly z.infer<R>[]) {
  const fields = Object.entries(row.shape).map(([field, type]) => ({
    field,
    column: columnOf(field),
    time: isInstant(type as z.ZodType),
  }));
  const records = rows.map((values: Record<string, unknown>) =>
    Object.fromEntries(
      fields.map(({ field, column, time }) => {
        const value = values[field] ?? null;
        return [column, time && value !== null ? new Date(value as number).toISOString() : value];
      }),
    ),
  );
  const columns = columnsOf(fields.map(({ field }) => field));
  return sql.fragment`
    INSERT INTO ${sql.identifier([table])} (${columns})
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier([table])}, ${sql.jsonb(records as SerializableValue)})`;
}

const IdBySlug = TherapistRow.pick({ id: true, slug: true });

/** Inserts therapists and answers their ids by slug. */
export async function insertTherapists(
  db: CommonQueryMethods,
  rows: readonly SeedTherapist[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const inserted = await db.many(sql.type(IdBySlug)`${insertOf("therapists", SeedTherapist, rows)} RETURNING id, slug`);
  return new Map(inserted.map((row) => [row.slug, row.id]));
}

/** Inserts therapists without reading anything back (for large batches). */
export async function appendTherapists(db: CommonQueryMethods, rows: readonly SeedTherapist[]): Promise<void> {
  if (rows.length > 0) await db.query(sql.unsafe`${insertOf("therapists", SeedTherapist, rows)}`);
}

const IdByEmail = UserRow.pick({ id: true, email: true });

/** Inserts users (or, for an email already there, takes the role given) and answers their ids by email. */
export async function upsertUsers(db: CommonQueryMethods, rows: readonly SeedUser[]): Promise<Map<string, string>> {
  const users = await db.many(sql.type(IdByEmail)`
    ${insertOf("users", SeedUser, rows)}
    ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role
    RETURNING id, email`);
  return new Map(users.map((row) => [row.email, row.id]));
}

export async function insertSubmissions(db: CommonQueryMethods, rows: readonly SeedApplication[]): Promise<void> {
  if (rows.length > 0) await db.query(sql.unsafe`${insertOf("therapist_submissions", SeedApplication, rows)}`);
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

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
    row.language,
  ]);
  const types = [
    "uuid",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "timestamptz",
    "timestamptz",
    "text",
  ];
  await db.query(sql.unsafe`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, meta_title, meta_description, status,
      published_at, created_at, updated_at, language)
    SELECT t.therapist_id, t.title, t.slug, t.content, t.excerpt, t.specialty, t.meta_title, t.meta_description, t.status,
      t.published_at, t.created_at, t.created_at, t.language
    FROM ${sql.unnest(tuples, types)} AS t(therapist_id, title, slug, content, excerpt, specialty, meta_title,
      meta_description, status, published_at, created_at, language)`);
}

/** Demo contact messages, every field the plan sets (demo-inquiries.ts). */
export async function insertInquiries(db: CommonQueryMethods, rows: readonly SeedInquiry[]): Promise<void> {
  if (rows.length > 0) await db.query(sql.unsafe`${insertOf("contact_inquiries", SeedInquiry, rows)}`);
}
