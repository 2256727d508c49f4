// A phone number as people write it: digits and the marks between them ("(437) 555-0199", "+1 416.555.0100"),
// then an extension if there is one ("x 22", "ext. 22", "extension 22", "poste 22"), with at least 7 digits before
// the extension (a local number; "1" or "x" is not one). The contact form's optional phone and a listing's phone
// are held to it alike, in the browser and on the server.

const WRITTEN = /^[\d\s()+.-]*(?:(?:x|ext\.?|extension|poste)\s*\d+)?$/i;
const EXTENSION = /(?:x|ext\.?|extension|poste)\s*\d+$/i;
const FEWEST_DIGITS = 7;

/** Whether `text` (trimmed) is a phone number. */
export function isPhoneNumber(text: string): boolean {
  if (!WRITTEN.test(text)) return false;
  return text.replace(EXTENSION, "").replace(/\D/g, "").length >= FEWEST_DIGITS;
}
