import type { ConsultationLength, ReceiptDesignation, SessionLength } from "#app/reference/profile-options.ts";
import { confirmedWithin } from "./availability.ts";

// What a session costs and how a benefit plan pays for it: the rules cards, profiles, the API, the search index
// and the forms share. Safe in the browser (no server code).

/** A direct billing claim counts for this long after the therapist last confirmed it; then it is neither shown nor searched. */
export const DIRECT_BILLING_VALID_DAYS = 365;

export type Fees = {
  rate: number | null;
  sessionMinutes: SessionLength;
  couplesFee: number | null;
  slidingScale: boolean;
  slidingScaleMin: number | null;
  slidingScaleOpen: boolean;
  freeConsultationMinutes: ConsultationLength | null;
};

export type Coverage = {
  insuranceProviders: readonly string[];
  directBilling: readonly string[];
  directBillingConfirmedAt: number | null;
};

/**
 * The lowest fee a person can get now: the individual session's fee, or the sliding scale's lowest fee while its
 * spots are open. "I can pay up to $X" matches a listing whose lowest fee is at most X; null: no fee stated.
 */
export function lowestFee(
  t: Pick<Fees, "rate" | "slidingScale" | "slidingScaleMin" | "slidingScaleOpen">,
): number | null {
  const floor = t.slidingScale && t.slidingScaleOpen ? t.slidingScaleMin : null;
  if (t.rate === null) return floor;
  return floor === null ? t.rate : Math.min(t.rate, floor);
}

/** Whether the sliding scale counts for search and cards: offered, with spots open. */
export function slidingScaleOpen(t: Pick<Fees, "slidingScale" | "slidingScaleOpen">): boolean {
  return t.slidingScale && t.slidingScaleOpen;
}

/** Whether the direct billing list was confirmed within DIRECT_BILLING_VALID_DAYS at `now`. */
export function directBillingCurrent(t: Pick<Coverage, "directBillingConfirmedAt">, now: number): boolean {
  return confirmedWithin(t.directBillingConfirmedAt, DIRECT_BILLING_VALID_DAYS, now);
}

/** The insurers billed directly as shown and searched at `now`: none once the confirmation is too old. */
export function directBillingNow(t: Coverage, now: number): string[] {
  if (!directBillingCurrent(t, now)) return [];
  return t.insuranceProviders.filter((insurer) => t.directBilling.includes(insurer));
}

/** Dollars as written in Canadian English: "$140", or "$142.50" when there are cents. */
export function money(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/**
 * The card's cost line: "$140 / 50 min · Sliding scale from $80 · Free 15-min consult · Direct billing: Green
 * Shield Canada, Sun Life"; each part only when it applies (null when none does).
 */
export function costLine(t: Fees & Coverage, now: number): string | null {
  const billed = directBillingNow(t, now);
  const parts = [
    t.rate === null ? null : `${money(t.rate)} / ${t.sessionMinutes} min`,
    slidingScaleOpen(t)
      ? t.slidingScaleMin === null
        ? "Sliding scale"
        : `Sliding scale from ${money(t.slidingScaleMin)}`
      : null,
    t.freeConsultationMinutes === null ? null : `Free ${t.freeConsultationMinutes}-min consult`,
    billed.length > 0 ? `Direct billing: ${billed.join(", ")}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * What "Still accurate" (the reminder email, its page, the dashboard) says it confirms besides the availability:
 * the direct billing list, when the listing has one (null otherwise).
 */
export function stillAccurateBilling(directBilling: readonly string[]): string | null {
  if (directBilling.length === 0) return null;
  return `"Still accurate" also confirms that you bill these insurers directly: ${directBilling.join(", ")}.`;
}

/** The designations whose services are exempt from GST/HST, by the kind of service they name. */
const TAX_EXEMPT_KIND: Partial<Record<ReceiptDesignation, "psychotherapy" | "psychology">> = {
  RP: "psychotherapy",
  "RP (Qualifying)": "psychotherapy",
  "C.Psych.": "psychology",
};
const TAX_EXEMPT_NOTES = {
  psychotherapy: "Psychotherapy by a registered psychotherapist is exempt from GST/HST: no tax is added to these fees.",
  psychology:
    "Psychological services by a registered psychologist are exempt from GST/HST: no tax is added to these fees.",
} as const;

/** The kind of service exempt from GST/HST that receipts with this designation name, or null when none is. */
export function taxExemptKind(designation: ReceiptDesignation | null): "psychotherapy" | "psychology" | null {
  return (designation && TAX_EXEMPT_KIND[designation]) ?? null;
}

/** The profile's GST/HST sentence for the designation receipts name, or null when none applies. */
export function taxExemptNote(designation: ReceiptDesignation | null): string | null {
  const kind = taxExemptKind(designation);
  return kind && TAX_EXEMPT_NOTES[kind];
}

/** What a listing holds when its therapist states no fees and no coverage beyond its insurers (the columns' defaults). */
export const NOTHING_STATED = {
  sessionMinutes: 50,
  couplesFee: null,
  slidingScale: false,
  slidingScaleMin: null,
  slidingScaleOpen: false,
  freeConsultationMinutes: null,
  receiptDesignation: null,
  directBilling: [],
  directBillingConfirmedAt: null,
} as const satisfies Omit<Fees, "rate"> & Omit<Coverage, "insuranceProviders"> & { receiptDesignation: null };
