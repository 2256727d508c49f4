import { sql, type FragmentSqlToken } from "slonik";

// A listing's direct billing list counts for a while after its therapist confirms it (fees.ts): approval, the
// therapist's own save of a non-empty list, and "Still accurate" confirm it; an admin's edit never does. A listing
// that bills no insurer directly has nothing to confirm, and no date.

/** The assignment that records the therapist's confirmation of the direct billing list at `now` (epoch ms). */
export function directBillingConfirmed(now: number): FragmentSqlToken {
  return sql.fragment`direct_billing_confirmed_at = ${sql.timestamp(new Date(now))}`;
}

/** "Still accurate": confirms the listing's direct billing list as it stands at `now`, when it names an insurer. */
export function directBillingReconfirmed(now: number): FragmentSqlToken {
  return sql.fragment`direct_billing_confirmed_at = CASE WHEN direct_billing <> '{}'
    THEN ${sql.timestamp(new Date(now))} ELSE direct_billing_confirmed_at END`;
}
