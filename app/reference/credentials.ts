/** Credential badges derived from the free-text credentials field (e.g. "MA, RP" or "Ph.D., C.Psych"). */

export const CREDENTIAL_BADGES = [
  "CRPO-Registered",
  "Registered Social Worker",
  "Registered Psychologist",
  "CCPA Member",
] as const;

export type CredentialBadge = (typeof CREDENTIAL_BADGES)[number];

/**
 * Matching rules, case-insensitive. Abbreviations must stand as whole tokens (so "RP" never matches inside
 * "GRAPHIC" and "RPN" is not "RP"); optional dots are allowed ("R.P.", "C.Psych", "CPsych").
 */
const CREDENTIAL_BADGE_RULES: readonly { badge: CredentialBadge; patterns: readonly RegExp[] }[] = [
  {
    badge: "CRPO-Registered",
    patterns: [/\bCRPO\b/i, /\bR\.?P\b(?!\.N\b)/i, /\bregistered\s+psychotherapist/i],
  },
  {
    badge: "Registered Social Worker",
    patterns: [/\bR\.?S\.?W\b/i, /\bsocial\s+worker/i],
  },
  {
    badge: "Registered Psychologist",
    // "C.Psych.Assoc" is a Psychological Associate, not a Psychologist.
    patterns: [/\bC\.?\s?Psych\b(?!\.?\s?Assoc)/i, /\bpsychologist/i],
  },
  {
    badge: "CCPA Member",
    patterns: [/\bCCPA\b/i, /\bCCC\b/i, /\bcanadian\s+certified\s+counsell?or/i],
  },
];

/** Badges whose rule matches the credentials text, in CREDENTIAL_BADGES order, without duplicates. */
export function credentialBadges(credentials: string | null | undefined): CredentialBadge[] {
  if (!credentials) return [];
  const matched = new Set<CredentialBadge>();
  for (const rule of CREDENTIAL_BADGE_RULES) {
    if (rule.patterns.some((pattern) => pattern.test(credentials))) matched.add(rule.badge);
  }
  return CREDENTIAL_BADGES.filter((badge) => matched.has(badge));
}
