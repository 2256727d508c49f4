import { credentialBadges } from "#app/reference/credentials.ts";
import { toDirectoryQuery } from "#app/reference/french-terms.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import { priceBandForRate } from "#app/reference/profile-options.ts";
import type { SearchParams } from "#app/search/api-params.server.ts";
import { COUNTED_ISSUES } from "#app/search/engine/counted-pairs.ts";
import { searchKey, type Facet } from "#app/search/facets.ts";
import { FEE_THRESHOLDS } from "#app/search/fee-filters.ts";
import { nameWithoutApostrophes } from "#app/search/text-query.ts";
import { issuesFor, issueWordsFor } from "#app/reference/issues.ts";
import type { Therapist } from "./search-model.ts";
import { withinRadius } from "./search-oracle-near.ts";

// The search oracle's brute force (search-oracle.test.ts): which source rows a search's conditions take and which
// facet values each row has, written out plainly from the rules, never through the index's code.

const DAY = 86_400_000;
export type Condition = { group: Facet | "_text" | "_radius" | "virtualSessions"; test: (r: Therapist) => boolean };

/** The lowest fee a person can get: the fee, or the sliding scale's floor while its spots are open (the lower). */
export function lowestFeeOf(r: Therapist): number | null {
  const fees = [r.rate, r.slidingScale && r.slidingScaleOpen ? r.slidingScaleMin : null].filter((f) => f !== null);
  return fees.length === 0 ? null : Math.min(...fees);
}

/** The insurers billed directly at `now`: listed, and confirmed less than 365 days before. */
export const billedAt = (r: Therapist, now: number) =>
  r.directBillingConfirmedAt !== null && now - r.directBillingConfirmedAt < 365 * DAY
    ? r.directBilling.filter((insurer) => r.insuranceProviders.includes(insurer))
    : [];

/** The identity a search may match: what the therapist ticked, and only while their consent stands. */
export const identityShown = (r: Therapist) => (r.identityConsent ? r.identity : []);

/**
 * The one word a query searches: a French name read as its value's English word ("anxiété" → anxiety), a format's
 * words as its one word ("in person" → inperson).
 */
export const queryWord = (query: string) => searchKey(toDirectoryQuery(query));

/** Whether a therapist meets one search condition; `group` names the facet whose counts ignore it. */
export function conditions(p: SearchParams, now: number): Condition[] {
  const list: Condition[] = [];
  const add = (group: Condition["group"], test: Condition["test"]) => list.push({ group, test });
  if (p.query) {
    const word = queryWord(p.query);
    add("_text", (r) => hasWord(textOf(r), word));
  }
  if (p.specialty) add("specialty", (r) => r.specialties.includes(p.specialty!));
  if (p.issue) {
    const issue = specialtyForIssue(p.issue) ?? p.issue;
    add("issue", (r) => issuesFor(r.specialties).includes(issue));
  }
  if (p.city) add("city", (r) => searchKey(r.city) === searchKey(p.city!));
  if (p.therapyType) add("therapyType", (r) => r.therapyTypes.includes(p.therapyType!));
  if (p.insuranceProvider) add("insuranceProvider", (r) => r.insuranceProviders.includes(p.insuranceProvider!));
  if (p.mode === "online") add("mode", (r) => r.virtualSessions);
  if (p.mode === "inperson") add("mode", (r) => r.inPersonSessions);
  // The Virtual Sessions box is a group of its own: the session mode's counts keep it.
  if (p.virtualSessions) add("virtualSessions", (r) => r.virtualSessions);
  if (p.price) add("price", (r) => priceBandForRate(r.rate) === p.price);
  if (p.maxFee !== undefined) add("maxFee", (r) => (lowestFeeOf(r) ?? Infinity) <= p.maxFee!);
  if (p.slidingScale) add("slidingScale", (r) => r.slidingScale && r.slidingScaleOpen);
  if (p.freeConsultation) add("freeConsultation", (r) => r.freeConsultationMinutes !== null);
  if (p.directBilling) add("directBilling", (r) => billedAt(r, now).includes(p.directBilling!));
  if (p.language) add("language", (r) => r.languages.includes(p.language!));
  if (p.identity) add("identity", (r) => identityShown(r).includes(p.identity!));
  if (p.population) add("population", (r) => r.populations.includes(p.population!));
  if (p.access) add("access", (r) => r.access.includes(p.access!));
  if (p.acceptingClients) add("acceptingClients", (r) => r.acceptingClients === "yes");
  if (p.near && p.radiusKm !== undefined) add("_radius", withinRadius(p));
  return list;
}

/** The words of a label or text as the index splits them (these tests' texts are plain ASCII words). */
const wordsOf = (text: string) =>
  searchKey(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** Whether a text has a word that starts with the query word (a query word matches as a prefix). */
export const hasWord = (text: string, word: string) => wordsOf(text).some((w) => w.startsWith(word));
/** Everything of a therapist the query's words are matched in. */
export const labelsOf = (r: Therapist) =>
  [...r.specialties, ...r.therapyTypes, ...r.insuranceProviders, r.city].join(" ");
const textOf = (r: Therapist) =>
  [
    r.firstName,
    r.lastName,
    nameWithoutApostrophes(r.firstName),
    nameWithoutApostrophes(r.lastName),
    r.credentials ?? "",
    ...credentialBadges(r.credentials),
    ...r.credentialTypes,
    labelsOf(r),
    ...issueWordsFor(r.specialties),
    r.virtualSessions ? "online virtual" : "",
    r.inPersonSessions ? "inperson" : "",
    r.languages.includes("fr") ? "francophone" : "",
    r.province ?? "",
    r.bio ?? "",
  ].join(" ");

/** A therapist's values of one facet, each once (maxFee: counted per amount, by expectedCounts). */
function valuesOf(r: Therapist, facet: Exclude<Facet, "maxFee">, now: number): string[] {
  const flag = (on: boolean) => (on ? ["true"] : []);
  switch (facet) {
    case "specialty":
      return r.specialties;
    case "city":
      return [searchKey(r.city)];
    case "therapyType":
      return r.therapyTypes;
    case "insuranceProvider":
      return r.insuranceProviders;
    case "mode":
      return [...(r.virtualSessions ? ["online"] : []), ...(r.inPersonSessions ? ["inperson"] : [])];
    case "price":
      return priceBandForRate(r.rate) ? [priceBandForRate(r.rate)!] : [];
    case "acceptingClients":
      return flag(r.acceptingClients === "yes");
    case "issue":
      return issuesFor(r.specialties).filter((issue) => COUNTED_ISSUES.includes(issue));
    case "slidingScale":
      return flag(r.slidingScale && r.slidingScaleOpen);
    case "freeConsultation":
      return flag(r.freeConsultationMinutes !== null);
    case "directBilling":
      return billedAt(r, now);
    case "language":
      return r.languages;
    case "identity":
      return identityShown(r);
    case "population":
      return r.populations;
    case "access":
      return r.access;
  }
}

/**
 * A facet's expected counts among `counted` (the rows that meet every other condition), values with none left
 * out; "maxFee" counts each offered amount, and the chosen one, by the rows whose lowest fee is at most it.
 */
export function expectedCounts(
  counted: readonly Therapist[],
  facet: Facet,
  p: SearchParams,
  now: number,
): Record<string, number> {
  const expected = new Map<string, number>();
  const bump = (value: string) => expected.set(value, (expected.get(value) ?? 0) + 1);
  for (const r of counted) {
    if (facet !== "maxFee") for (const value of new Set(valuesOf(r, facet, now))) bump(value);
    else
      for (const amount of new Set([...FEE_THRESHOLDS, ...(p.maxFee === undefined ? [] : [p.maxFee])]))
        if ((lowestFeeOf(r) ?? Infinity) <= amount) bump(String(amount));
  }
  return Object.fromEntries(expected);
}
