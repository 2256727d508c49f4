import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { CONSULTATION_LENGTHS, RECEIPT_DESIGNATIONS, type ReceiptDesignation } from "#app/reference/profile-options.ts";
import type { ProfileColumns, TherapistRow } from "#app/therapists/therapist-row.ts";
import type { z } from "zod";
import { createRandom } from "./random.ts";

// A generated listing's fees and coverage. Which sliding scale, consultation and direct billing state it has comes
// from its number, so that every combination of them appears in any 24 listings in a row; the amounts, lengths and
// insurers come from a random stream of their own, seeded by the listing's slug, so the values generated before
// (drawn from the main stream) stay as they were.

const DAY = 86_400_000;

type Profile = z.infer<typeof ProfileColumns>;
export type GeneratedFees = Pick<
  Profile,
  | "sessionMinutes"
  | "couplesFee"
  | "slidingScale"
  | "slidingScaleMin"
  | "slidingScaleOpen"
  | "freeConsultationMinutes"
  | "receiptDesignation"
  | "directBilling"
> &
  Pick<z.infer<typeof TherapistRow>, "directBillingConfirmedAt">;

/** The sliding scale: none, a floor with spots open, a floor with none open, open with no floor stated. */
export const SLIDING_STATES = ["none", "open", "full", "open-no-floor"] as const;
/** Direct billing: none, confirmed within the year, confirmed over a year ago (no longer shown or searched). */
export const BILLING_STATES = ["none", "current", "expired"] as const;
const COMBINATIONS = SLIDING_STATES.length * 2 * BILLING_STATES.length;

/** The states a listing's number gives it (see COMBINATIONS). */
export function feeCombination(index: number) {
  const n = index % COMBINATIONS;
  return {
    sliding: SLIDING_STATES[n % SLIDING_STATES.length]!,
    consultation: Math.floor(n / SLIDING_STATES.length) % 2 === 1,
    billing: BILLING_STATES[Math.floor(n / (SLIDING_STATES.length * 2))]!,
  };
}

/** FNV-1a of the text: a seed that depends on nothing else. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const fiveDollars = (amount: number) => Math.round(amount / 5) * 5;

export function generateFees(
  index: number,
  listing: Pick<Profile, "rate" | "insuranceProviders" | "credentialTypes"> & { slug: string },
  now: number,
): GeneratedFees {
  const random = createRandom(hash(`fees:${listing.slug}`));
  const { sliding, consultation, billing } = feeCombination(index);
  const { rate } = listing;
  const billable = listing.insuranceProviders.filter((name) => DIRECT_BILLING_INSURERS.includes(name));
  const directBilling = billing === "none" ? [] : random.sample(billable, random.int(1, 2));
  const daysAgo = billing === "current" ? random.int(0, 330) : random.int(366, 540);
  const designation = listing.credentialTypes.find((type): type is ReceiptDesignation =>
    (RECEIPT_DESIGNATIONS as readonly string[]).includes(type),
  );
  return {
    sessionMinutes: random.pick([50, 50, 50, 50, 60, 60, 45, 30, 75, 90] as const),
    couplesFee: random.chance(0.35) ? fiveDollars((rate ?? 150) + random.int(20, 60)) : null,
    slidingScale: sliding !== "none",
    slidingScaleMin:
      sliding === "open" || sliding === "full"
        ? Math.min(rate ?? Infinity, fiveDollars((rate ?? 140) * (0.45 + random.next() * 0.35)))
        : null,
    slidingScaleOpen: sliding === "open" || sliding === "open-no-floor",
    freeConsultationMinutes: consultation ? random.pick(CONSULTATION_LENGTHS) : null,
    receiptDesignation: designation ?? (listing.credentialTypes.includes("Psychologist") ? "C.Psych." : null),
    directBilling,
    directBillingConfirmedAt: directBilling.length > 0 ? now - daysAgo * DAY : null,
  };
}
