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
