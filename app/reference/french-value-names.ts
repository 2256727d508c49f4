import { FRENCH_SPECIALTIES } from "./french-specialties.ts";
import { FRENCH_THERAPY_TYPES } from "./french-therapy-types.ts";

/** The French names of the insurance choices that are not an insurer's own name. */
export const FRENCH_INSURANCE_NAMES: Readonly<Record<string, string>> = {
  "Other Private Insurance": "Autre assurance privée",
  "No Insurance (Self-Pay)": "Sans assurance (paiement direct)",
};

/** The French name of every specialty (an issue is one), therapy type and generic insurance choice, by its value;
 *  a specialty's name first. */
export const FRENCH_VALUE_NAMES: Readonly<Record<string, string>> = {
  ...FRENCH_INSURANCE_NAMES,
  ...FRENCH_THERAPY_TYPES,
  ...FRENCH_SPECIALTIES,
};
