// The sign-in texts, word for word, shared by the pages and the API.
export const MESSAGES = {
  noToken: "No token provided",
  invalidLink: "Invalid or expired magic link",
  verifyFailed: "Failed to verify magic link",
  sendFailed: "Failed to send magic link. Please try again.",
  linkSent: "Check your email for a sign-in link. It expires in 15 minutes.",
  expiredHint: "The link may have expired or already been used. Each link works once, for 15 minutes.",
  /** A link asked for in another browser: the API's GET never signs in here; the page asks first. */
  otherBrowser:
    "This sign-in link was requested in another browser. Open it there, or open it here and confirm the address.",
} as const;

/** How long /auth/verify shows 'Login Successful!' before moving on to /join. */
export const REDIRECT_DELAY_MS = 2000;
