import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { TherapistCardSchema, type TherapistCard } from "./card.ts";

// The therapists table as visitors see it. Only approved profiles are ever public, and the public shape never
// carries the user link, payment identifiers or anything else private.

const TherapistCardRow = TherapistCardSchema;
export type { TherapistCard };

const TherapistProfileRow = TherapistCardRow.extend({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  rate: z.number().nullable(),
  feeRange: z.string().nullable(),
  availability: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  insuranceProviders: z.array(z.string()),
});
export type TherapistProfile = z.infer<typeof TherapistProfileRow>;

const cardColumns = sql.fragment`
  t.id, t.slug, t.first_name AS "firstName", t.last_name AS "lastName", t.credentials,
  t.credential_types AS "credentialTypes", t.bio, t.profile_image_url AS "profileImageUrl", t.city, t.province,
  t.rating, t.review_count AS "reviewCount", t.specialties, t.therapy_types AS "therapyTypes",
  t.virtual_sessions AS "virtualSessions", t.in_person_sessions AS "inPersonSessions",
  t.student_friendly AS "studentFriendly", t.accepting_clients AS "acceptingClients",
  t.is_featured AS "isFeatured", t.featured_until AS "featuredUntil"`;

/** One page of approved therapists, active Featured listings first, then the best rated. */
export async function listApprovedTherapists(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ therapists: TherapistCard[]; total: number }> {
  const [therapists, total] = await Promise.all([
    db.any(sql.type(TherapistCardRow)`
      SELECT ${cardColumns}
      FROM therapists t
      WHERE t.status = 'approved'
      ORDER BY (t.is_featured AND t.featured_until > now()) DESC, t.rating DESC, t.review_count DESC,
               t.last_name, t.first_name, t.id
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    countApprovedTherapists(db),
  ]);
  return { therapists: [...therapists], total };
}

export async function countApprovedTherapists(db: Db): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    SELECT count(*)::int AS count FROM therapists WHERE status = 'approved'`);
}

const profileColumns = sql.fragment`
  ${cardColumns}, t.address, t.phone, t.rate, t.fee_range AS "feeRange", t.availability,
  t.years_experience AS "yearsExperience", t.license_number AS "licenseNumber",
  t.insurance_providers AS "insuranceProviders"`;

export async function findApprovedTherapistBySlug(db: Db, slug: string): Promise<TherapistProfile | null> {
  return db.maybeOne(sql.type(TherapistProfileRow)`
    SELECT ${profileColumns}
    FROM therapists t
    WHERE t.slug = ${slug} AND t.status = 'approved'`);
}

/** By id (the caller checks that it is a UUID). */
export async function findApprovedTherapistById(db: Db, id: string): Promise<TherapistProfile | null> {
  return db.maybeOne(sql.type(TherapistProfileRow)`
    SELECT ${profileColumns}
    FROM therapists t
    WHERE t.id = ${id} AND t.status = 'approved'`);
}

/** Every public profile's slug and when it last changed (for the sitemap). */
export async function listApprovedSlugs(db: Db): Promise<readonly { slug: string; updatedAt: number }[]> {
  return db.any(sql.type(z.object({ slug: z.string(), updatedAt: z.number() }))`
    SELECT t.slug, t.updated_at AS "updatedAt" FROM therapists t WHERE t.status = 'approved' ORDER BY t.slug`);
}
