import type { MessageId } from "#app/i18n/catalogue.ts";
import type { ActionLinkOutcome } from "#app/links/action-links.server.ts";

// What the pages of the availability email's links say when a link cannot be used (the availability-pages
// catalogue; the expired link's message names how many days the links work).

export type RefusedLink = Exclude<ActionLinkOutcome["kind"], "valid">;

export const LINK_MESSAGES: Readonly<Record<RefusedLink, MessageId>> = {
  used: "avail.link.used",
  expired: "avail.link.expired",
  invalid: "avail.link.invalid",
};
