import { isFeaturedActive } from "#app/featured/machine.ts";
import { availabilityOf, type AvailabilityView } from "./availability.ts";
import { directBillingCurrent, directBillingNow, type Coverage } from "./fees.ts";

// Each insurer a listing names, with whether its therapist bills that insurer directly as shown at one moment: a
// direct billing claim counts only while its confirmation is younger than DIRECT_BILLING_VALID_DAYS (fees.ts),
// and the insurer stays listed once it has aged out. Read by the profile's Insurance tab and the API (no server
// code: safe in the browser).

type FeaturedFields = { isFeatured: boolean; featuredUntil: number | null };

export type InsurerCoverage = {
  insurer: string;
  /** Billed directly, and confirmed recently enough for the claim to count now. */
  directBilling: boolean;
  /** When the direct billing claim was confirmed (epoch ms), while it counts; null otherwise. */
  confirmedAt: number | null;
};

/** The listing's insurers in its own order, each with its direct billing claim as it counts at `now`. */
export function coverageOf(t: Coverage, now: number): InsurerCoverage[] {
  const current = directBillingCurrent(t, now);
  return t.insuranceProviders.map((insurer) => {
    const billed = current && t.directBilling.includes(insurer);
    return { insurer, directBilling: billed, confirmedAt: billed ? t.directBillingConfirmedAt : null };
  });
}

/**
 * A card or profile as the API answers it: every stored field, its availability's state object (named
 * availabilityStatus: a profile's `availability` is the therapist's own free text, e.g. "Evenings and weekends")
 * and its insurers' direct billing as it counts (`coverage`), both worked out at `now`, as are `isFeatured` (true only
 * while a Featured period runs, whatever is stored) and `directBilling` (the insurers billed directly while the claim's
 * confirmation counts; none once it is too old, as cards, profiles and the filter have it).
 */
export function therapistApiView<T extends Coverage & FeaturedFields & Parameters<typeof availabilityOf>[0]>(
  t: T,
  now: number,
): T & { availabilityStatus: AvailabilityView; coverage: InsurerCoverage[] } {
  const isFeatured = isFeaturedActive(t.isFeatured, t.featuredUntil, now);
  const directBilling = directBillingNow(t, now);
  const availabilityStatus = availabilityOf(t, now);
  return { ...t, isFeatured, directBilling, availabilityStatus, coverage: coverageOf(t, now) };
}
