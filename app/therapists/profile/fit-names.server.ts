import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { ACCESS_CODES, IDENTITY_CODES, inOrder, POPULATION_CODES } from "#app/reference/fit.ts";
import type { PublicProfile } from "../card.ts";

/** What a profile's fit lines name, in the page's language and the lists' order (fit-lines.tsx shows them). */
export type FitNames = { populations: string[]; access: string[]; identity: string[] };

/**
 * The names of who the therapist works with, what their practice offers for access and the identity they chose to
 * state, in the page's language: sent with the profile, so the page loads none of the other values' names.
 */
export function fitNamesOf(
  profile: Pick<PublicProfile, "identity" | "populations" | "access">,
  language: Language,
): FitNames {
  const t = translator(language, catalogue(language, "fit-names"));
  return {
    populations: inOrder(POPULATION_CODES, profile.populations).map((code) => t(`fit.population.${code}`)),
    access: inOrder(ACCESS_CODES, profile.access).map((code) => t(`fit.access.${code}`)),
    identity: inOrder(IDENTITY_CODES, profile.identity).map((code) => t(`fit.identity.${code}`)),
  };
}
