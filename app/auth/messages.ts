// The sign-in texts the spec fixes (SPEC.md §2, §8, §9), shared by the pages and the API.
export const MESSAGES = {
  noToken: "No token provided",
  invalidLink: "Invalid or expired magic link",
  verifyFailed: "Failed to verify magic link",
  sendFailed: "Failed to send magic link. Please try again.",
  linkSent: "Check your email for a sign-in link. It expires in 15 minutes.",
  expiredHint: "The link may have expired or already been used. Each link works once, for 15 minutes.",
} as const;

/** The spec's delay before /auth/verify moves on after a successful sign-in. */
export const REDIRECT_DELAY_MS = 2000;
