import { sql, type FragmentSqlToken } from "slonik";

// A listing's direct billing list counts for a while after its therapist confirms it (fees.ts): approval, the
// therapist's own save of a non-empty list, and "Still accurate" confirm it; an admin's edit never does.

/** The assignment that records the therapist's confirmation of the direct billing list at `now` (epoch ms). */
export function directBillingConfirmed(now: number): FragmentSqlToken {
  return sql.fragment`direct_billing_confirmed_at = ${sql.timestamp(new Date(now))}`;
}
