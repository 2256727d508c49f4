import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { citySlug } from "#app/reference/city-pages.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";

// Links shared by the Ontario, city and issue pages, in the page's language.

/** The Ontario index's eight specialty links, each to the directory filtered by that specialty. */
export const ONTARIO_SPECIALTIES = [
  "Anxiety",
  "Depression",
  "ADHD",
  "Trauma",
  "Couples Therapy",
  "Eating Disorders",
  "Student Stress",
  "LGBTQ2S+ Support",
] as const;

/** The directory filtered by a specialty (`home`: the directory in the page's language). */
export const specialtyHref = (name: string, home = "/") => `${home}?specialty=${encodeURIComponent(name)}`;

/** The city page's nearby-city links. */
export const NEARBY_CITIES = ["Toronto", "Ottawa", "Hamilton", "London"] as const;

export const cityHref = (language: Language, name: string) => localPath(language, `/ontario/${citySlug(name)}`);

/** The six issue pages; each one's name is the message "issues.<slug>.name". */
export const issueLinks = (language: Language) =>
  ISSUE_SLUGS.map((slug) => ({ slug, href: localPath(language, `/issues/${slug}`) }));
