import { FRENCH_SPECIALTIES } from "./french-specialties.ts";
import { FRENCH_THERAPY_TYPES } from "./french-therapy-types.ts";

/** The French name of every specialty (an issue is one) and therapy type, by its value; a specialty's name first. */
export const FRENCH_VALUE_NAMES: Readonly<Record<string, string>> = { ...FRENCH_THERAPY_TYPES, ...FRENCH_SPECIALTIES };
