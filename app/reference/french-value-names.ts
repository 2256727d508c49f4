import { FRENCH_SPECIALTIES } from "./french-specialties.ts";
import { FRENCH_THERAPY_TYPES } from "./french-therapy-types.ts";

/**
 * The French names of the insurance choices: each insurer or plan by the name it goes by in French (its French
 * brand, or its official French name), the generic choices translated. A brand with one name in both languages
 * (Sun Life, Green Shield Canada, ClaimSecure, GroupHEALTH) is not listed.
 */
export const FRENCH_INSURANCE_NAMES: Readonly<Record<string, string>> = {
  Manulife: "Manuvie",
  "Canada Life": "Canada Vie",
  "Ontario Blue Cross": "Croix Bleue de l’Ontario",
  "Alberta Blue Cross": "Croix Bleue de l’Alberta",
  "Pacific Blue Cross": "Croix Bleue du Pacifique",
  "Manitoba Blue Cross": "Croix Bleue du Manitoba",
  "Medavie Blue Cross": "Croix Bleue Medavie",
  "Desjardins Insurance": "Desjardins Assurances",
  "iA Financial Group (Industrial Alliance)": "iA Groupe financier (Industrielle Alliance)",
  "Beneva (formerly SSQ Insurance)": "Beneva (anciennement SSQ Assurance)",
  "Empire Life": "Empire Vie",
  "Equitable Life of Canada": "Équitable, compagnie d’assurance vie du Canada",
  "RBC Insurance": "RBC Assurances",
  "Johnson Insurance": "Johnson Assurance",
  "Chambers of Commerce Group Insurance Plan": "Régime d’assurance collective des Chambres de commerce",
  "Non-Insured Health Benefits (NIHB)": "Services de santé non assurés (SSNA)",
  "Veterans Affairs Canada": "Anciens Combattants Canada",
  "Interim Federal Health Program (IFHP)": "Programme fédéral de santé intérimaire (PFSI)",
  WSIB: "CSPAAT (Ontario)",
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
