import { siteName } from "./site-name.ts";

// A French email comes from the same address as an English one, under the site's French name, unless the operator
// names a French sender of its own (MAIL_FROM_FR).

/** The address of a sender written as `Name <address>` or as a bare address. */
export function senderAddress(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** `from`'s address under the site's French name, quoted: `"Répertoire canadien des thérapeutes" <address>`. */
export function frenchSender(from: string): string {
  return `"${siteName("fr")}" <${senderAddress(from)}>`;
}
