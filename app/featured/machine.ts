// The Featured state machine: pure transitions, no I/O. The provider's events arrive late, twice or out of order,
// so every transition gives the same end state whatever order its events come in:
// - a payment's status only moves forward (pending → failed → paid): money that cleared stays cleared, and a
//   failure or a "processing" report arriving after it changes nothing;
// - a listing is Featured only for money that cleared, and a refund or a dispute ends it at once;
// - an event older than the newest change of the Featured state (an admin's edit included) leaves it alone, and a
//   paid period only ever extends featuredUntil;
// - a listing shows as Featured only while its period runs (isFeaturedActive): every reader applies that rule at
//   read time, and the period's end ("ended", the expire-featured job) clears the flag afterwards;
// - the subscription's status follows the newest event; at the same time the later stage wins;
// - a removed listing (an admin's delete, or its owner's account deletion) is Featured no more and its
//   subscription is cancelled: no payment features it again, and its subscription status moves only to canceled.
// The .server modules read a row, call these, and write what changed.

/** A payment: pending until it clears (paid) or fails. A failed payment may still be paid (a retried invoice). */
export type PaymentStatus = "pending" | "failed" | "paid";
/** What the provider reports of a payment. */
export type PaymentFact = "processing" | "failed" | "cleared";

const REACHES: Record<PaymentFact, PaymentStatus> = { processing: "pending", failed: "failed", cleared: "paid" };
const PAYMENT_STAGE: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2 };

/** The payment's status after a fact: the later stage wins. */
export function paymentAfter(current: PaymentStatus | null, fact: PaymentFact): PaymentStatus {
  const next = REACHES[fact];
  return current !== null && PAYMENT_STAGE[current] >= PAYMENT_STAGE[next] ? current : next;
}

/** Money taken back after it cleared. */
export type Reversal = "refunded" | "disputed";

/** A payment made before the profile exists: it waits for approval, unless taken back or its subscription ended. */
export type PresignupStatus = PaymentStatus | Reversal | "canceled";

export function presignupAfter(current: PresignupStatus | null, fact: PaymentFact | Reversal | "canceled") {
  if (current === "refunded" || current === "disputed" || current === "canceled") return current;
  if (fact === "refunded" || fact === "disputed" || fact === "canceled") return fact;
  return paymentAfter(current, fact);
}

/** Subscription states the dashboard tells apart: renewing, ending at the period end, a payment failed, ended. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceling", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
const SUBSCRIPTION_STAGE: Record<SubscriptionStatus, number> = { active: 0, past_due: 1, canceling: 2, canceled: 3 };

/** The provider's subscription status in our terms. */
export function subscriptionStatusOf(providerStatus: string, cancelAtPeriodEnd: boolean): SubscriptionStatus {
  if (providerStatus === "canceled" || providerStatus === "incomplete_expired") return "canceled";
  if (providerStatus === "active" || providerStatus === "trialing") return cancelAtPeriodEnd ? "canceling" : "active";
  return "past_due";
}

/** A listing's Featured state. Times are milliseconds. */
export type Listing = {
  isFeatured: boolean;
  featuredUntil: number | null;
  /** When the Featured state last changed (a provider event's time, or an admin's edit). */
  featuredChangedAt: number | null;
  subscriptionStatus: SubscriptionStatus | null;
  /** The provider time of the event that set subscriptionStatus. */
  subscriptionChangedAt: number | null;
  /** The listing was removed from the directory (status deleted): nothing features it or renews it again. */
  removed: boolean;
};

/**
 * Whether a listing is Featured at `now`: the flag is set and the paid period ends after `now`. A listing without
 * an end (null, or NaN where the search engine's typed arrays hold a missing one) is not Featured.
 */
export function isFeaturedActive(isFeatured: boolean, featuredUntil: number | null, now: number): boolean {
  return isFeatured && featuredUntil !== null && featuredUntil > now;
}

export type ListingEvent =
  /** Money cleared at `at` for a period ending at `until`. */
  | { type: "cleared"; at: number; until: number }
  /** Cleared money was refunded or disputed at `at`. */
  | { type: "reversed"; at: number }
  | { type: "subscription"; at: number; status: SubscriptionStatus }
  /** The expire-featured job ran at `at`: a period that has passed by then ends. */
  | { type: "ended"; at: number }
  /** The listing was removed at `at` (deleted by an admin or with its account): Featured ends, whatever was paid. */
  | { type: "removed"; at: number };

/** The listing after its events, applied in turn; the same object when none of them changed it. */
export function listingAfter(listing: Listing, ...events: ListingEvent[]): Listing {
  return events.reduce(after, listing);
}

function after(listing: Listing, event: ListingEvent): Listing {
  switch (event.type) {
    case "cleared": {
      if (listing.removed || olderThanFeatured(listing, event.at)) return listing;
      const until = Math.max(listing.featuredUntil ?? event.until, event.until);
      return { ...listing, isFeatured: true, featuredUntil: until, featuredChangedAt: event.at };
    }
    case "reversed": {
      if (olderThanFeatured(listing, event.at)) return listing;
      const until = listing.featuredUntil === null ? null : Math.min(listing.featuredUntil, event.at);
      return { ...listing, isFeatured: false, featuredUntil: until, featuredChangedAt: event.at };
    }
    case "subscription": {
      // A removed listing's subscription is being cancelled: only its end is news, whatever its time.
      if (listing.removed)
        return event.status === "canceled" && listing.subscriptionStatus !== "canceled"
          ? { ...listing, subscriptionStatus: "canceled", subscriptionChangedAt: event.at }
          : listing;
      const since = listing.subscriptionChangedAt;
      const current = listing.subscriptionStatus;
      const newer =
        since === null ||
        since < event.at ||
        (since === event.at && (current === null || SUBSCRIPTION_STAGE[current] <= SUBSCRIPTION_STAGE[event.status]));
      return newer ? { ...listing, subscriptionStatus: event.status, subscriptionChangedAt: event.at } : listing;
    }
    case "ended": {
      // Not a change of the Featured state (featuredChangedAt stays): a renewal paid before the end but reported
      // after it still extends the period.
      const passed = listing.isFeatured && !isFeaturedActive(listing.isFeatured, listing.featuredUntil, event.at);
      return passed ? { ...listing, isFeatured: false } : listing;
    }
    case "removed": {
      const until = listing.featuredUntil === null ? null : Math.min(listing.featuredUntil, event.at);
      return { ...listing, isFeatured: false, featuredUntil: until, featuredChangedAt: event.at, removed: true };
    }
  }
}

/**
 * Whether these events leave a removed listing's subscription to be cancelled at the provider: the listing was
 * just removed, or the provider still reports the subscription live (a payment, a status other than canceled).
 */
export function billingToStop(after: Listing, events: readonly ListingEvent[]): boolean {
  if (!after.removed || after.subscriptionStatus === "canceled") return false;
  return events.some(
    (event) =>
      event.type === "removed" ||
      event.type === "cleared" ||
      (event.type === "subscription" && event.status !== "canceled"),
  );
}

function olderThanFeatured(listing: Listing, at: number): boolean {
  return listing.featuredChangedAt !== null && listing.featuredChangedAt > at;
}
