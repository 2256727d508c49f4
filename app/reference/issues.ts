/** The six issue pages (/issues/{issue}) and the specialty each one searches for. */
import { findSpecialty } from "./specialties.ts";

export const ISSUE_SLUGS = ["anxiety", "depression", "couples", "trauma", "stress", "grief"] as const;

export type IssueSlug = (typeof ISSUE_SLUGS)[number];

export const ISSUE_TO_SPECIALTY: Readonly<Record<IssueSlug, string>> = {
  anxiety: "Anxiety & Depression",
  depression: "Anxiety & Depression",
  couples: "Relationship Counseling",
  trauma: "Trauma & PTSD",
  stress: "Stress Management",
  grief: "Grief & Loss",
};

function isIssueSlug(value: unknown): value is IssueSlug {
  return typeof value === "string" && (ISSUE_SLUGS as readonly string[]).includes(value);
}

/**
 * The specialty to search for an issue, case-insensitive: an issue slug gives its mapped specialty
 * (so "Anxiety" and "anxiety" both give "Anxiety & Depression"); otherwise a SPECIALTIES entry gives
 * its canonical spelling ("academic stress" gives "Academic Stress"); anything else gives undefined.
 */
export function specialtyForIssue(issue: string): string | undefined {
  const key = issue.trim().toLowerCase();
  if (isIssueSlug(key)) return ISSUE_TO_SPECIALTY[key];
  return findSpecialty(key);
}

/** Words that tie a listed specialty to an issue: "Panic Disorders" is an anxiety, "Mood Disorders" a depression. */
const ISSUE_PATTERNS: Readonly<Record<IssueSlug, RegExp>> = {
  anxiety: /anxiety|panic|phobia|obsessive|ocd/i,
  depression: /depress|mood/i,
  couples: /couple|relationship|marri|marital|infidel/i,
  trauma: /trauma|ptsd|abuse|assault/i,
  stress: /stress|burnout/i,
  // a loss grieved ("Pet Loss", "Suicide Loss"), not any loss ("Dementia & Memory Loss", "Job Loss & Unemployment")
  grief: /grief|bereave|mourning|(?:infant|pet|suicide) loss/i,
};

/** Whether a listed specialty falls under an issue page's umbrella specialty: under one of the issues it serves. */
const impliesUmbrella = (umbrella: string, specialty: string) =>
  ISSUE_SLUGS.some((slug) => ISSUE_TO_SPECIALTY[slug] === umbrella && ISSUE_PATTERNS[slug].test(specialty));

/**
 * The issues a listing's specialties name, as words of its text: a search for "depression" finds the listings that
 * treat a depression, not every one under the anxiety and depression umbrella ("Test Anxiety").
 */
export function issueWordsFor(specialties: readonly string[]): IssueSlug[] {
  return ISSUE_SLUGS.filter((slug) => specialties.some((specialty) => ISSUE_PATTERNS[slug].test(specialty)));
}

/** The listed specialties plus each umbrella specialty they imply (the issue mapping applied). */
export function issuesFor(specialties: readonly string[]): string[] {
  const issues = new Set(specialties);
  for (const umbrella of new Set(Object.values(ISSUE_TO_SPECIALTY))) {
    if (specialties.some((specialty) => specialty !== umbrella && impliesUmbrella(umbrella, specialty)))
      issues.add(umbrella);
  }
  return [...issues];
}

/**
 * Whether a listed specialty is what a search was for: the specialty chosen, or the issue's umbrella specialty or
 * one it implies ("Panic Disorders" on the anxiety issue). Null when the search was for neither.
 */
export function soughtSpecialty(p: { specialty?: string; issue?: string }): ((specialty: string) => boolean) | null {
  const chosen = p.specialty === undefined ? undefined : (findSpecialty(p.specialty) ?? p.specialty);
  const umbrella = p.issue === undefined ? undefined : specialtyForIssue(p.issue);
  if (chosen === undefined && umbrella === undefined) return null;
  return (specialty) =>
    specialty === chosen || specialty === umbrella || (umbrella !== undefined && impliesUmbrella(umbrella, specialty));
}
