import type { ActionLinkOutcome } from "#app/links/action-links.server.ts";

// What the pages of the availability email's links say when a link cannot be used.

const SIGN_IN = "You can still confirm or change your availability from your dashboard after signing in.";

export const LINK_MESSAGES: Readonly<Record<Exclude<ActionLinkOutcome["kind"], "valid">, string>> = {
  used: `This link was already used: each link in the reminder works once. ${SIGN_IN}`,
  expired: `This link has expired: the reminder's links work for 14 days. ${SIGN_IN}`,
  invalid: `This link is not valid. Check that the whole address from the email was opened. ${SIGN_IN}`,
};
