import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { PHOTO_MESSAGES } from "./photo-rules.ts";

// The photo rules and POST /api/profile-images refuse in English, word for word what the API has always answered.
// A page shows each known refusal as its catalogue twin in the page's language (the English twin is the very same
// words); a refusal it does not know is shown as it came. Safe in the browser.

type Translate = (id: MessageId, values?: Values) => string;

/** Every photo refusal, by its English words. */
export const PHOTO_MESSAGE_IDS: Record<string, MessageId> = {
  [PHOTO_MESSAGES.tooLarge]: "pf.photo.error.tooLarge",
  [PHOTO_MESSAGES.wrongType]: "pf.photo.error.wrongType",
  [PHOTO_MESSAGES.tooManyPixels]: "pf.photo.error.tooManyPixels",
  [PHOTO_MESSAGES.missing]: "pf.photo.error.missing",
  [PHOTO_MESSAGES.unreadable]: "pf.photo.error.unreadable",
  [PHOTO_MESSAGES.tooMany]: "pf.photo.error.tooMany",
};

/** A photo refusal in the page's words (`t`: the page's translate function, with the profileform catalogue). */
export function photoMessage(message: string, t: Translate): string {
  const id = PHOTO_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
