import { isFeaturedActive } from "#app/featured/machine.ts";
import { AVAILABILITY_RECENT_DAYS, confirmedWithin, countsAsAccepting } from "#app/therapists/availability.ts";
import { TherapistCardSchema, type PublicProfile, type TherapistCard } from "#app/therapists/card.ts";
import { findCity } from "#app/reference/cities.ts";
import { credentialBadges } from "#app/reference/credentials.ts";
import { issuesFor, issueWordsFor } from "#app/reference/issues.ts";
import { languageName, orderLanguages } from "#app/reference/languages.ts";
import { priceBandForRate, type PriceBand } from "#app/reference/profile-options.ts";
import type { ProvinceCode } from "#app/reference/provinces.ts";
import { feeValue } from "#app/search/fee-filters.ts";
import { nameWithoutApostrophes, searchableText } from "#app/search/text-query.ts";
import { directBillingNow, DIRECT_BILLING_VALID_DAYS, lowestFee, slidingScaleOpen } from "#app/therapists/fees.ts";
import {
  AVAILABILITY_BOOST,
  FEATURED_BOOST,
  PLACE_FACET,
  placeValue,
  searchKey,
  type FilterFacet,
} from "#app/search/facets.ts";

// Turns a therapist's public profile (read from the source tables) into its search document: pure, so it is tested
// without a database.

export type SearchDocument = {
  therapistId: string;
  sortName: string;
  cityKey: string | null;
  /** The office's point: its city's (no better one is known yet); null without an office (online only) or city point. */
  lat: number | null;
  lng: number | null;
  specialties: string[];
  issues: string[];
  therapyTypes: string[];
  insurance: string[];
  online: boolean;
  inPerson: boolean;
  accepting: boolean;
  priceBand: PriceBand | null;
  /** The lowest fee a person can get now (fees.ts lowestFee); null: none stated. */
  lowestFee: number | null;
  /** A sliding scale with spots open. */
  slidingScale: boolean;
  freeConsultation: boolean;
  /** The insurers billed directly, as searched when written (none once the confirmation is a year old). */
  directBilling: string[];
  /** When that claim stops counting (null: no claim counts): the refresh job writes the document again then. */
  directBillingUntil: number | null;
  /** The languages sessions are held in (codes, each once, in the list's order). */
  languages: string[];
  /** The identity the therapist states (held only with their consent), who they work with, and access (codes). */
  identity: string[];
  populations: string[];
  access: string[];
  rating: number;
  reviewCount: number;
  completeness: number;
  featured: boolean;
  featuredUntil: number | null;
  boost: number;
  /**
   * Every word a query matches: names, specialties, credentials, approaches, city, issues, insurers, province, the
   * languages of sessions, their formats, bio.
   */
  text: string;
  card: TherapistCard;
};

/** 0-100: how much of a profile a visitor can rely on. Complete profiles rank higher in Recommended. */
export function completeness(t: PublicProfile): number {
  const checks = [
    Boolean(t.profileImageUrl),
    (t.bio?.length ?? 0) >= 150,
    Boolean(t.credentials),
    Boolean(t.licenseNumber),
    Boolean(t.address?.trim()),
    Boolean(t.phone),
    t.rate !== null,
    Boolean(t.availability),
    t.insuranceProviders.length > 0,
    t.specialties.length >= 2,
    t.therapyTypes.length >= 2,
    Boolean(t.yearsExperience),
  ];
  return Math.round((100 * checks.filter(Boolean).length) / checks.length);
}

/**
 * The stored order of "recommended": an availability confirmed recently first, then an active Featured listing,
 * then completeness, then rating. Stored (and indexed) so that the recommended order is never computed per row at
 * query time; a listing whose confirmation ages past the recent period is rewritten by the refresh-availability job.
 */
export function boostFor(
  recent: boolean,
  featured: boolean,
  completenessScore: number,
  rating: number,
  reviewCount: number,
): number {
  const reviewed = Math.min(reviewCount, 99);
  return (
    (recent ? AVAILABILITY_BOOST : 0) +
    (featured ? FEATURED_BOOST : 0) +
    completenessScore * 10_000 +
    Math.round(rating * 100) * 10 +
    Math.floor(reviewed / 10)
  );
}

/** The card view's fields, and only those: the source row has more (its status, licence number...). */
const CARD_FIELDS = TherapistCardSchema.keyof().options;

const DAY = 86_400_000;

/**
 * The words a query names a session format with: "online", "virtual"; in person is one word, which a query's "in
 * person" or "face to face" is read as (toDirectoryQuery), so that it never finds a "Person-Centred" approach.
 */
const SESSION_MODE_WORDS = { online: "online virtual", inperson: "inperson" } as const;

/** A list with each value once, in first-seen order: a value repeated in a profile counts once everywhere. */
const once = (values: readonly string[]) => [...new Set(values)];

export function buildDocument(source: PublicProfile, now: number): SearchDocument {
  const t: PublicProfile = {
    ...source,
    specialties: once(source.specialties),
    therapyTypes: once(source.therapyTypes),
    insuranceProviders: once(source.insuranceProviders),
    credentialTypes: once(source.credentialTypes),
  };
  const city = t.city ? findCity(t.city, (t.province as ProvinceCode | null) ?? undefined) : undefined;
  const featured = isFeaturedActive(t.isFeatured, t.featuredUntil, now);
  const score = completeness(t);
  const issues = issuesFor(t.specialties);
  const languages = orderLanguages(t.languages);
  const billed = directBillingNow(t, now);
  const office = t.inPersonSessions ? city : undefined;
  return {
    therapistId: t.id,
    sortName: searchKey(`${t.lastName} ${t.firstName}`),
    cityKey: t.city ? searchKey(t.city) : null,
    lat: office?.lat ?? null,
    lng: office?.lng ?? null,
    specialties: t.specialties,
    issues,
    therapyTypes: t.therapyTypes,
    insurance: t.insuranceProviders,
    online: t.virtualSessions,
    inPerson: t.inPersonSessions,
    accepting: countsAsAccepting(t, now),
    priceBand: priceBandForRate(t.rate),
    lowestFee: lowestFee(t),
    slidingScale: slidingScaleOpen(t),
    freeConsultation: t.freeConsultationMinutes !== null,
    directBilling: billed,
    directBillingUntil:
      billed.length > 0 && t.directBillingConfirmedAt !== null
        ? t.directBillingConfirmedAt + DIRECT_BILLING_VALID_DAYS * DAY
        : null,
    languages,
    identity: once(t.identity),
    populations: once(t.populations),
    access: once(t.access),
    rating: t.rating,
    reviewCount: t.reviewCount,
    completeness: score,
    featured,
    featuredUntil: t.featuredUntil,
    boost: boostFor(
      confirmedWithin(t.availabilityConfirmedAt, AVAILABILITY_RECENT_DAYS, now),
      featured,
      score,
      t.rating,
      t.reviewCount,
    ),
    text: searchableText(
      [
        t.firstName,
        t.lastName,
        // "obrien" finds an O'Brien as typed, not as a correction
        nameWithoutApostrophes(t.firstName),
        nameWithoutApostrophes(t.lastName),
        ...t.specialties,
        t.credentials ?? "",
        // the credential badges as the cards show them ("CRPO-Registered", "Registered Psychologist")
        ...credentialBadges(t.credentials),
        ...t.credentialTypes,
        ...t.therapyTypes,
        t.city ?? "",
        // the issues its specialties name ("depression" for "Mood Disorders"), not the umbrella they are filed under
        ...issueWordsFor(t.specialties),
        ...t.insuranceProviders,
        t.province ?? "",
        // the languages sessions are held in and how they are held, by the words people search them with
        ...languages.map(languageName),
        // a listing that holds sessions in French serves francophones ("Services en français", "francophone")
        languages.includes("fr") ? "francophone" : "",
        t.virtualSessions ? SESSION_MODE_WORDS.online : "",
        t.inPersonSessions ? SESSION_MODE_WORDS.inperson : "",
        // what a session costs, by the words of the cost filters
        slidingScaleOpen(t) ? "sliding scale" : "",
        t.freeConsultationMinutes !== null ? "free consultation" : "",
        billed.length > 0 ? "direct billing" : "",
        t.bio ?? "",
      ].join("\n"),
    ),
    card: Object.fromEntries(CARD_FIELDS.map((field) => [field, t[field]])) as TherapistCard,
  };
}

/**
 * Every (facet, value) pair the document has, as "facet=value": the facet index's posting sets it belongs to.
 * The "word=" and "name=" pairs are added by PostgreSQL when the document is written.
 */
export function facetPairs(doc: SearchDocument): string[] {
  return facetPairList(doc).map(([facet, value]) => `${facet}=${value}`);
}

function facetPairList(doc: SearchDocument): Array<[FilterFacet | typeof PLACE_FACET, string]> {
  const pairs: Array<[FilterFacet | typeof PLACE_FACET, string]> = [["_all", "_all"]];
  for (const s of doc.specialties) pairs.push(["specialty", s]);
  for (const s of doc.issues) pairs.push(["issue", s]);
  if (doc.cityKey) pairs.push(["city", doc.cityKey]);
  for (const s of doc.therapyTypes) pairs.push(["therapyType", s]);
  for (const s of doc.insurance) pairs.push(["insuranceProvider", s]);
  if (doc.online) pairs.push(["mode", "online"]);
  if (doc.inPerson) pairs.push(["mode", "inperson"]);
  if (doc.priceBand) pairs.push(["price", doc.priceBand]);
  if (doc.accepting) pairs.push(["acceptingClients", "true"]);
  if (doc.lowestFee !== null) pairs.push(["maxFee", feeValue(doc.lowestFee)]);
  if (doc.slidingScale) pairs.push(["slidingScale", "true"]);
  if (doc.freeConsultation) pairs.push(["freeConsultation", "true"]);
  for (const insurer of doc.directBilling) pairs.push(["directBilling", insurer]);
  for (const code of doc.languages) pairs.push(["language", code]);
  for (const code of doc.identity) pairs.push(["identity", code]);
  for (const code of doc.populations) pairs.push(["population", code]);
  for (const code of doc.access) pairs.push(["access", code]);
  if (doc.lat !== null && doc.lng !== null) pairs.push([PLACE_FACET, placeValue(doc.lat, doc.lng)]);
  return pairs;
}
