import type { EmailMessage } from "#app/mail/message.ts";
import { SITE } from "#app/site.ts";

// The emails that tell an address what happened to a listing that used it: a listing's email is never replaced,
// nor its account changed by an admin, without the address it held being told.

const signed = (lines: string[]) => [...lines, "", `— ${SITE.name}`].join("\n");
const support = `If you did not expect this, contact ${SITE.emails.support} straight away.`;

/** To a listing's former address (and its owner): the listing now uses another address, and why. */
export function listingAddressChanged(
  to: string,
  change: { slug: string; from: string; to: string; why: string },
  appUrl: string,
): EmailMessage {
  return {
    to,
    subject: `The email address of your ${SITE.name} listing changed`,
    text: signed([
      "Hello,",
      "",
      `The listing ${appUrl}/therapists/${change.slug} used ${change.from} as its email address; it now uses ${change.to}.`,
      change.why,
      "",
      support,
    ]),
  };
}

/** To an address that another account's listing held without proving it: it was taken off that listing. */
export function addressTakenOff(to: string, listing: { slug: string }, appUrl: string): EmailMessage {
  return {
    to,
    subject: `Your email address was taken off a ${SITE.name} listing`,
    text: signed([
      "Hello,",
      "",
      `The listing ${appUrl}/therapists/${listing.slug} used this email address, but its account never proved that the`,
      "address was theirs. You proved it by applying with it, so it is now yours alone: the listing no longer uses it",
      "and its messages no longer reach you.",
      "",
      `If that listing claims to be you, tell us at ${SITE.emails.support}.`,
    ]),
  };
}

/** To a listing's address: an admin linked the listing to an account that signs in with another address. */
export function listingLinkedByAdmin(to: string, link: { slug: string; reason: string }, appUrl: string): EmailMessage {
  return {
    to,
    subject: `Your ${SITE.name} listing was connected to an account`,
    text: signed([
      "Hello,",
      "",
      `Our team connected the listing ${appUrl}/therapists/${link.slug} to an account that signs in with another`,
      "email address; that account can now edit the listing and read its messages.",
      `The reason our team gave: ${link.reason}`,
      "",
      support,
    ]),
  };
}
