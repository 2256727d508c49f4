import { sql, type FragmentSqlToken, type ValueExpression } from "slonik";

// An identity is held only with the therapist's express consent, stored with the time it was given (the columns'
// CHECK enforces it). Consent given keeps its first time while it stands; consent withdrawn erases the identity
// (PIPEDA: nothing kept that the person no longer agrees to publish). `identityConsent` is a form and API field,
// not a column: these turn it into the columns' values.

type Given = { identity?: readonly string[]; identityConsent?: boolean };

/** The identity columns' assignment when consent is withdrawn (or its listing removed): nothing is kept. */
export const IDENTITY_WITHDRAWN = sql.fragment`identity = '{}', identity_consent_at = NULL`;

/** An edit's assignments of the identity columns (none when the edit gives neither field). */
export function identityAssignments(given: Given, now: number): FragmentSqlToken[] {
  if (given.identityConsent === false) return [IDENTITY_WITHDRAWN];
  const sets: FragmentSqlToken[] = [];
  if (given.identity !== undefined) sets.push(sql.fragment`identity = ${sql.array([...given.identity], "text")}`);
  if (given.identityConsent === true)
    sets.push(sql.fragment`identity_consent_at = coalesce(identity_consent_at, ${sql.timestamp(new Date(now))})`);
  return sets;
}

/** A new row's identity columns: the identity and the consent's time with consent, nothing without. */
export function identityColumns(
  given: Required<Given>,
  now: number,
): { identity: readonly string[]; identityConsentAt: ValueExpression } {
  return given.identityConsent
    ? { identity: given.identity, identityConsentAt: sql.timestamp(new Date(now)) }
    : { identity: [], identityConsentAt: null };
}

/** The profile fields that are not columns of their own (written through the functions above). */
export const NOT_COLUMNS: readonly string[] = ["identity", "identityConsent"];
