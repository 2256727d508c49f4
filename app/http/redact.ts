// What may not be written where operators read (log lines, a failed job's stored error): email addresses, and the
// secrets that travel in query strings. A path or URL is logged only through redactUrl; an error's text (a mail
// server quotes the address it refused) through redactAddresses. The logger applies both to the fields it knows
// (`url`, `path`, `referer`, an error's message and stack); code that logs a path or URL under another name calls
// redactUrl itself.

/** What stands in for an address. */
export const REDACTED_ADDRESS = "[email]";

// An address as it appears in a path, a query string or a message: plain (@) or percent-encoded (%40, or %2540
// encoded twice), running up to the next character that separates parts of a URL or of a sentence.
const NOT_SEPARATOR = String.raw`[^\s/?#&=;,:"'<>()[\]{}|\\]`;
const ADDRESS = new RegExp(`${NOT_SEPARATOR}+(?:@|%40|%2540)${NOT_SEPARATOR}+`, "gi");
const SECRET_PARAMETER = /([?&]token=)[^&#\s]*/gi;

/** The text with every email address in it replaced by [email]. */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, REDACTED_ADDRESS);
}

/** A path or URL as it may be logged: addresses replaced by [email], a `token` parameter's value masked. */
export function redactUrl(url: string): string {
  return redactAddresses(url).replace(SECRET_PARAMETER, "$1[redacted]");
}

/** In free text (no URL's separators to stop at), an address is any run without spaces around an @. */
const TYPED_ADDRESS = /[^\s@]+@[^\s@]+/g;
/** Seven or more digits, with the separators a phone number is written with between them. */
const PHONE = /\+?\(?\d(?:[\s().-]*\d){6,}/g;

/**
 * What a visitor types into the search box, as the directory's statistics keep it: an email address or a phone
 * number typed there by mistake is about the visitor, so each is replaced by [email] or [phone].
 */
export function redactContactDetails(text: string): string {
  return text.replace(TYPED_ADDRESS, REDACTED_ADDRESS).replace(PHONE, "[phone]");
}
