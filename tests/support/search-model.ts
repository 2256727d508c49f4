import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import type { AcceptingClients } from "#app/reference/profile-options.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { NOTHING_STATED } from "#app/therapists/fees.ts";
import { identityAssignments, identityColumns } from "#app/therapists/identity-consent.server.ts";

// The source rows of the search oracle (search-oracle.test.ts): each therapist as the test wrote it to the
// therapists table, kept here too, so that expected answers are computed from what was written, never read back
// through the code under test.

export type Therapist = PublicProfile & {
  status: "approved" | "pending" | "rejected";
  city: string;
  acceptingClients: AcceptingClients;
  /** Whether the therapist gave consent to show `identity` (what they ticked): written as the app's forms write it. */
  identityConsent: boolean;
};

/** When consent was given (its time is never searched). */
const CONSENTED = Date.UTC(2026, 9, 1);

const Id = z.object({ id: z.uuid() });

function defaults(n: number): Therapist {
  return {
    id: "",
    slug: `oracle-${n}`,
    firstName: "Alma",
    lastName: "Quorvath",
    credentials: "MSW, RSW",
    credentialTypes: ["RSW"],
    bio: null,
    profileImageUrl: null,
    city: "Toronto",
    province: "ON",
    rating: 0,
    reviewCount: 0,
    specialties: ["Anxiety"],
    therapyTypes: [THERAPY_TYPES[0]!],
    virtualSessions: true,
    inPersonSessions: false,
    studentFriendly: false,
    acceptingClients: "yes",
    acceptingWait: null,
    availabilityConfirmedAt: null,
    isFeatured: false,
    featuredUntil: null,
    notRespondingSince: null,
    rate: null,
    feeRange: null,
    address: null,
    phone: null,
    licenseNumber: null,
    yearsExperience: null,
    availability: null,
    insuranceProviders: [],
    ...NOTHING_STATED,
    directBilling: [],
    languages: ["en"],
    identity: [],
    identityConsent: false,
    populations: [],
    access: [],
    status: "approved",
  } as Therapist;
}

export class Model {
  rows: Therapist[] = [];
  private added = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async reset(): Promise<void> {
    await this.db.query(sql.unsafe`DELETE FROM therapists`);
    this.rows = [];
  }

  /** The n-th therapist, wrapping around; undefined when there is none yet. */
  pick(n: number): string | undefined {
    return this.rows.length === 0 ? undefined : this.rows[n % this.rows.length]!.id;
  }

  async add(fields: Partial<Therapist>): Promise<string> {
    const row = consistent({ ...defaults(++this.added), ...fields });
    const identity = identityColumns(row, CONSENTED);
    row.id = await this.db.oneFirst(sql.type(Id)`
      INSERT INTO therapists (slug, first_name, last_name, email, credentials, credential_types, city, province, rating,
        review_count, specialties, therapy_types, virtual_sessions, in_person_sessions, accepting_clients, is_featured,
        featured_until, rate, insurance_providers, bio, status, sliding_scale, sliding_scale_min, sliding_scale_open,
        free_consultation_minutes, direct_billing, direct_billing_confirmed_at, languages, identity,
        identity_consent_at, populations, access)
      VALUES (${row.slug}, ${row.firstName}, ${row.lastName}, ${`${row.slug}@example.test`}, ${row.credentials},
        ${sql.array(row.credentialTypes, "text")}, ${row.city}, ${row.province}, ${row.rating}, ${row.reviewCount},
        ${sql.array(row.specialties, "text")}, ${sql.array(row.therapyTypes, "text")}, ${row.virtualSessions},
        ${row.inPersonSessions}, ${row.acceptingClients}, ${row.isFeatured}, ${timestamp(row.featuredUntil)}, ${row.rate},
        ${sql.array(row.insuranceProviders, "text")}, ${row.bio}, ${row.status}, ${row.slidingScale},
        ${row.slidingScaleMin}, ${row.slidingScaleOpen}, ${row.freeConsultationMinutes},
        ${sql.array(row.directBilling, "text")}, ${timestamp(row.directBillingConfirmedAt)},
        ${sql.array(row.languages, "text")}, ${sql.array([...identity.identity], "text")},
        ${identity.identityConsentAt}, ${sql.array(row.populations, "text")}, ${sql.array(row.access, "text")})
      RETURNING id`);
    this.rows.push(row);
    return row.id;
  }

  async update(id: string, fields: Partial<Therapist>): Promise<void> {
    const row = this.rows.find((r) => r.id === id)!;
    Object.assign(row, consistent({ ...row, ...fields }));
    await this.db.query(sql.unsafe`
      UPDATE therapists SET first_name = ${row.firstName}, last_name = ${row.lastName}, credentials = ${row.credentials},
        city = ${row.city},
        rating = ${row.rating}, review_count = ${row.reviewCount}, specialties = ${sql.array(row.specialties, "text")},
        therapy_types = ${sql.array(row.therapyTypes, "text")}, virtual_sessions = ${row.virtualSessions},
        in_person_sessions = ${row.inPersonSessions}, accepting_clients = ${row.acceptingClients},
        is_featured = ${row.isFeatured}, featured_until = ${timestamp(row.featuredUntil)}, rate = ${row.rate},
        insurance_providers = ${sql.array(row.insuranceProviders, "text")}, bio = ${row.bio}, status = ${row.status},
        sliding_scale = ${row.slidingScale}, sliding_scale_min = ${row.slidingScaleMin},
        sliding_scale_open = ${row.slidingScaleOpen}, free_consultation_minutes = ${row.freeConsultationMinutes},
        direct_billing = ${sql.array(row.directBilling, "text")},
        direct_billing_confirmed_at = ${timestamp(row.directBillingConfirmedAt)},
        languages = ${sql.array(row.languages, "text")}, populations = ${sql.array(row.populations, "text")},
        access = ${sql.array(row.access, "text")}, ${sql.join(identityAssignments(row, CONSENTED), sql.fragment`, `)}
      WHERE id = ${id}`);
  }
}

/**
 * A row as the table's checks allow it: no sliding scale details without a sliding scale, its floor not above the
 * fee, and only listed insurers billed directly.
 */
function consistent(row: Therapist): Therapist {
  const floor = row.slidingScale ? row.slidingScaleMin : null;
  return {
    ...row,
    slidingScaleMin: floor !== null && row.rate !== null && floor > row.rate ? row.rate : floor,
    slidingScaleOpen: row.slidingScale && row.slidingScaleOpen,
    directBilling: row.directBilling.filter((insurer) => row.insuranceProviders.includes(insurer)),
  };
}

const timestamp = (ms: number | null) => (ms === null ? null : sql.timestamp(new Date(ms)));
