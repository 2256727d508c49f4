import { citySlug } from "#app/reference/city-pages.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { ISSUE_CONTENT } from "./issue-content.ts";

// Links shared by the Ontario, city and issue pages.

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

export const specialtyHref = (name: string) => `/?specialty=${encodeURIComponent(name)}`;

/** The city page's nearby-city links. */
export const NEARBY_CITIES = ["Toronto", "Ottawa", "Hamilton", "London"] as const;

export const cityHref = (name: string) => `/ontario/${citySlug(name)}`;

export const ISSUE_LINKS = ISSUE_SLUGS.map((slug) => ({
  slug,
  name: ISSUE_CONTENT[slug].name,
  href: `/issues/${slug}`,
}));
