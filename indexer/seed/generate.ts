// Pure, deterministic generators for fictional demo data: the same Random seed, index and `now` always give
// the same therapist or application (their blog posts: generate-blog-post.ts). Nothing here reads the clock or
// touches the database.
import type { z } from "zod";
import {
  CITIES,
  HOME_CITIES,
  INSURANCE_PROVIDERS,
  ISSUE_DROPDOWN_SPECIALTIES,
  PROVINCE_NAMES,
  SPECIALTIES,
  THERAPY_TYPES,
  YEARS_EXPERIENCE,
  citySlug,
  type City,
} from "#app/reference/index.ts";
import { WAITLIST_WAITS } from "#app/reference/profile-options.ts";
import { AVAILABILITY_REMINDER_DAYS } from "#app/therapists/availability.ts";
import { ApplicationRow, ProfileColumns, TherapistRow } from "#app/therapists/therapist-row.ts";
import { generateFees } from "./generate-fees.ts";
import { generateFit } from "./generate-fit.ts";
import { generateLanguages } from "./generate-languages.ts";
import type { Random } from "./random.ts";
import { writeBio } from "./texts.ts";
import * as words from "./words.ts";

const DAY = 86_400_000;
const SELF_PAY = "No Insurance (Self-Pay)";
const RARE_SPECIALTIES = SPECIALTIES.filter((name) => !ISSUE_DROPDOWN_SPECIALTIES.includes(name));
const POPULAR_TYPES = THERAPY_TYPES.filter((name) => words.POPULAR_THERAPY_TYPES.includes(name));
const PLAN_INSURERS = INSURANCE_PROVIDERS.filter((name) => name !== SELF_PAY);

export const HOME_CITY_LIST: readonly City[] = CITIES.filter((c) =>
  (HOME_CITIES as readonly string[]).includes(c.name),
);
export const OTHER_ONTARIO_CITIES: readonly City[] = CITIES.filter(
  (c) => c.province === "ON" && !HOME_CITY_LIST.includes(c),
);
export const OUTSIDE_ONTARIO_CITIES: readonly City[] = CITIES.filter((c) => c.province !== "ON");

/** Lowercase, accents stripped, other characters turned into single hyphens ("Côté O'Brien" → "cote-obrien"). */
export const slugify = citySlug;

/** What a generated therapist sets, typed as the row schema types it; every other column takes its default. */
export const GeneratedTherapist = ProfileColumns.extend(
  TherapistRow.pick({
    slug: true,
    status: true,
    createdAt: true,
    updatedAt: true,
    rating: true,
    reviewCount: true,
    isFeatured: true,
    featuredUntil: true,
    subscriptionStatus: true,
    availabilityConfirmedAt: true,
    availabilityRemindedAt: true,
    directBillingConfirmedAt: true,
  }).shape,
);
export type GeneratedTherapist = z.infer<typeof GeneratedTherapist>;

/** What a generated application sets (its user and reviewer are the seed's). */
export const GeneratedSubmission = ProfileColumns.extend(
  ApplicationRow.pick({
    slug: true,
    status: true,
    adminNotes: true,
    reviewedAt: true,
    createdAt: true,
    updatedAt: true,
  }).shape,
);
export type GeneratedSubmission = z.infer<typeof GeneratedSubmission>;

export type TherapistOptions = {
  city?: City;
  firstName?: string;
  lastName?: string;
  email?: string;
  specialties?: string[];
  therapyTypes?: string[];
  /** Slugs already used: the slug is firstname-lastname, else -2, -3…; the chosen slug is added to the set. */
  takenSlugs?: Set<string>;
  /** Without takenSlugs, the slug and email end in this key (default: the index). */
  key?: string;
};

function pickCity(random: Random): City {
  const r = random.next();
  if (r < 0.6) return random.chance(0.3) ? (HOME_CITY_LIST[0] as City) : random.pick(HOME_CITY_LIST);
  return random.pick(r < 0.9 ? OTHER_ONTARIO_CITIES : OUTSIDE_ONTARIO_CITIES);
}

function pickDistinct(random: Random, count: number, draw: () => string): string[] {
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < count && tries < count * 10; tries++) chosen.add(draw());
  return [...chosen];
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The draws a free-text fee line took before the fees themselves made it (sql/053): still drawn, so that every value
 * drawn after them, for this listing and the next, stays as it was.
 */
function drawsOfTheOldFeeLine(random: Random, rate: number | null): void {
  if (rate === null) random.chance(0.5);
  else {
    random.int(2, 6);
    random.pick([0, 1, 2]);
  }
}

export function generateTherapist(
  random: Random,
  index: number,
  now: Date,
  options: TherapistOptions = {},
): GeneratedTherapist {
  const city = options.city ?? pickCity(random);
  const firstName = options.firstName ?? random.pick(words.FIRST_NAMES);
  const lastName = options.lastName ?? random.pick(words.LAST_NAMES);
  const base = `${slugify(firstName)}-${slugify(lastName)}`;
  const key = options.key ?? String(index);
  const slug = options.takenSlugs ? uniqueSlug(base, options.takenSlugs) : `${base}-${key}`;
  const email = options.email ?? `${slugify(firstName)}.${slugify(lastName)}.${key}@example.com`;
  const areaCode = random.pick(words.CITY_AREA_CODES[city.name] ?? words.PROVINCE_AREA_CODES[city.province] ?? ["905"]);
  const credential = random.pick(city.province === "ON" ? words.ONTARIO_CREDENTIALS : words.CANADA_CREDENTIALS);
  const designation = credential.types[0] ?? "RP";
  const regulator =
    designation === "RSW" && city.province !== "ON" ? "RSW" : (words.LICENSE_PREFIXES[designation] ?? "");
  const licenseNumber = `${regulator} #${regulator === "CRPO" ? random.int(10000, 19999) : random.int(1000, 99999)}`;
  const yearsExperience = random.pick(YEARS_EXPERIENCE);
  const specialties =
    options.specialties ??
    pickDistinct(random, random.int(1, 5), () =>
      random.pick(random.chance(0.75) ? ISSUE_DROPDOWN_SPECIALTIES : RARE_SPECIALTIES),
    );
  const therapyTypes =
    options.therapyTypes ??
    pickDistinct(random, random.int(1, 4), () => random.pick(random.chance(0.65) ? POPULAR_TYPES : THERAPY_TYPES));
  const address = random.chance(0.8)
    ? `${random.int(10, 2999)} ${random.pick(words.STREET_NAMES)} ${random.pick(words.STREET_SUFFIXES)}${
        random.chance(0.5) ? `, Suite ${random.int(1, 9)}0${random.int(1, 9)}` : ""
      }, ${city.name}`
    : null;
  const rate = random.chance(0.85) ? random.int(18, 44) * 5 : null;
  const studentFriendly = random.chance(0.25);
  let virtualSessions = random.chance(0.65);
  let inPersonSessions = random.chance(0.75);
  if (!virtualSessions && !inPersonSessions)
    [virtualSessions, inPersonSessions] = random.chance(0.5) ? [true, false] : [false, true];
  const acceptance = random.next();
  const insuranceProviders = random.chance(0.05) ? [SELF_PAY] : random.sample(PLAN_INSURERS, random.int(0, 4));
  const rated = random.chance(0.45);
  const featureRoll = random.next();
  const isFeatured = featureRoll < 0.1;
  const featuredUntil = !isFeatured
    ? null
    : featureRoll < 0.06
      ? now.getTime() + random.int(1, 29) * DAY
      : now.getTime() - random.int(1, 120) * DAY;
  const bio = writeBio(random, {
    firstName,
    city: city.name,
    provinceName: PROVINCE_NAMES[city.province],
    credentialTypes: credential.types,
    yearsExperience,
    specialties,
    therapyTypes,
    virtualSessions,
    inPersonSessions,
    studentFriendly,
  });
  const acceptingClients = acceptance < 0.7 ? "yes" : acceptance < 0.88 ? "waitlist" : "no";
  const languages = generateLanguages(slug);
  const phone = `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
  drawsOfTheOldFeeLine(random, rate);
  const therapist = {
    slug,
    firstName,
    lastName,
    email,
    phone,
    credentials: credential.credentials,
    credentialTypes: [...credential.types],
    licenseNumber,
    yearsExperience,
    specialties,
    therapyTypes,
    city: city.name,
    province: city.province,
    address,
    bio,
    rate,
    feeRange: null, // made from the fees when the row is written (sql/053)
    studentFriendly,
    availability: random.chance(0.7) ? random.pick(words.AVAILABILITY) : null,
    acceptingClients,
    acceptingWait: acceptingClients === "waitlist" ? WAITLIST_WAITS[index % WAITLIST_WAITS.length]! : null,
    ...confirmation(index, now.getTime()),
    virtualSessions,
    inPersonSessions,
    insuranceProviders,
    profileImageUrl: null,
    ...generateFees(index, { slug, rate, insuranceProviders, credentialTypes: [...credential.types] }, now.getTime()),
    languages,
    ...generateFit(slug, { inPersonSessions, languages }, now.getTime()),
    rating: rated ? random.int(350, 500) / 100 : 0,
    reviewCount: rated ? random.int(1, 120) : 0,
    status: "approved",
    isFeatured,
    featuredUntil,
    subscriptionStatus: !isFeatured ? null : featureRoll < 0.06 ? "active" : "canceled",
    createdAt: now.getTime() - random.int(0, 730 * 24 * 60) * 60_000,
  } satisfies Omit<GeneratedTherapist, "updatedAt">;
  return { ...therapist, updatedAt: therapist.createdAt };
}

/**
 * Days since each tenth listing's availability was confirmed (null: never): most recent, some due a reminder, some
 * not confirmed recently (30+ days) and some out of the accepting filter (60+), so the demo shows every state. Read
 * from the listing's number, not the random stream, so every other generated value stays as it was.
 */
const CONFIRMED_DAYS_AGO = [0, 1, 3, 6, 9, 16, 20, 45, 70, null] as const;

/** When the listing's availability was confirmed, and its last reminder as the 14-day schedule would have sent it. */
function confirmation(index: number, now: number) {
  const days = CONFIRMED_DAYS_AGO[index % CONFIRMED_DAYS_AGO.length]!;
  if (days === null) return { availabilityConfirmedAt: null, availabilityRemindedAt: now - 3 * DAY };
  const reminders = Math.floor(days / AVAILABILITY_REMINDER_DAYS);
  return {
    availabilityConfirmedAt: now - days * DAY,
    availabilityRemindedAt: reminders === 0 ? null : now - (days - reminders * AVAILABILITY_REMINDER_DAYS) * DAY,
  };
}

/** An application: the profile fields of a therapist, recent, pending or rejected (with notes and review time). */
export function generateSubmission(
  random: Random,
  index: number,
  now: Date,
  options: TherapistOptions & { status: "pending" | "rejected" },
): GeneratedSubmission {
  const therapist = generateTherapist(random, index, now, options);
  const {
    rating: _r,
    reviewCount: _c,
    isFeatured: _f,
    featuredUntil: _u,
    subscriptionStatus: _s,
    status: _t,
    availabilityConfirmedAt: _a,
    availabilityRemindedAt: _m,
    directBillingConfirmedAt: _d,
    ...profile
  } = therapist;
  const createdAt = now.getTime() - random.int(1, 30 * 24) * 3_600_000;
  const rejected = options.status === "rejected";
  return {
    ...profile,
    createdAt,
    updatedAt: createdAt,
    status: options.status,
    adminNotes: rejected ? random.pick(words.REJECTION_NOTES) : null,
    reviewedAt: rejected ? Math.min(now.getTime(), createdAt + random.int(1, 72) * 3_600_000) : null,
  };
}
