/**
 * Who a therapist is (stated only by choice, with express consent), who they work with, and what makes their
 * practice accessible: the codes stored on a listing and taken by the search (`identity`, `population`, `access`).
 * Labels are the `fit.<kind>.<code>` messages of the fit catalogue. No server code: the forms, the filters and the
 * server read the same lists.
 */

/** Identity codes, grouped as the form shows them. A nation (First Nations, Métis, Inuit) implies "indigenous". */
export const IDENTITY_GROUPS = {
  gender: ["woman", "man", "non-binary", "two-spirit", "trans"],
  community: ["2slgbtq", "black", "indigenous", "racialized"],
  nation: ["first-nations", "metis", "inuit"],
  faith: ["buddhist", "christian", "hindu", "jewish", "muslim", "sikh", "indigenous-spirituality", "other-faith"],
} as const;
export type IdentityGroup = keyof typeof IDENTITY_GROUPS;
export type IdentityCode = (typeof IDENTITY_GROUPS)[IdentityGroup][number];

/** Every identity code, in the form's and the filter's order. */
export const IDENTITY_CODES = Object.values(IDENTITY_GROUPS).flat() as [IdentityCode, ...IdentityCode[]];

const NATIONS: readonly string[] = IDENTITY_GROUPS.nation;

/** Who a therapist works with. */
export const POPULATION_CODES = [
  "children",
  "teens",
  "adults",
  "seniors",
  "couples",
  "families",
  "groups",
  "newcomers",
  "veterans",
  "first-responders",
  "2slgbtq-clients",
  "indigenous-clients",
] as const;
export type PopulationCode = (typeof POPULATION_CODES)[number];

/** What a practice offers for access. */
export const ACCESS_CODES = ["step-free", "accessible-washroom", "evening-hours", "weekend-hours", "asl-lsq"] as const;
export type AccessCode = (typeof ACCESS_CODES)[number];

const inList =
  <T extends string>(list: readonly T[]) =>
  (code: string): code is T =>
    (list as readonly string[]).includes(code);
export const isIdentityCode = inList(IDENTITY_CODES);
export const isPopulationCode = inList(POPULATION_CODES);
export const isAccessCode = inList(ACCESS_CODES);

/** Codes in the list's order, each once, unknown codes dropped. */
export const inOrder = <T extends string>(list: readonly T[], codes: readonly string[]): T[] =>
  list.filter((code) => codes.includes(code));

/** An identity as stored: in the list's order, each once, "indigenous" added when a nation is named. */
export function settleIdentity(codes: readonly string[]): IdentityCode[] {
  const withIndigenous = codes.some((code) => NATIONS.includes(code)) ? [...codes, "indigenous"] : codes;
  return inOrder(IDENTITY_CODES, withIndigenous);
}
