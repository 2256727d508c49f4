import type { FieldErrors } from "#app/http/field-errors.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { LOCALES, type Language } from "#app/i18n/language.ts";
import { CONTENT_MIN, EXCERPT_MAX, EXCERPT_MIN, MESSAGES, SLUG_MAX } from "./rules.ts";

// The post schema refuses in English, word for word what the API has always answered. A page in another language
// shows each refusal as its twin in the post-form catalogue, known by its words (or, for a length, its shape).
// Safe in the browser, where the same check runs before a post.

type Translate = (id: MessageId, values?: Values) => string;

/** Every fixed refusal of the post schema and the form's action, by its English words. */
export const POST_REFUSALS: Readonly<Record<string, MessageId>> = {
  [MESSAGES.author]: "postform.error.author",
  [MESSAGES.content]: "postform.error.content",
  [MESSAGES.excerptShort]: "postform.error.excerptShort",
  [MESSAGES.excerptLong]: "postform.error.excerptLong",
  [MESSAGES.title]: "postform.error.title",
  [MESSAGES.slug]: "postform.error.slug",
  [MESSAGES.slugFormat]: "postform.error.slugFormat",
  [MESSAGES.slugTaken]: "postform.error.slugTaken",
  [MESSAGES.specialty]: "postform.error.specialty",
  [MESSAGES.language]: "postform.error.language",
  [MESSAGES.invalidCharacter]: "postform.error.invalidCharacter",
  "Status must be draft or published": "postform.error.status",
};

/** The numbers the refusals name. */
export const REFUSAL_VALUES = { min: CONTENT_MIN, max: SLUG_MAX } as const;
const EXCERPT_VALUES = { min: EXCERPT_MIN, max: EXCERPT_MAX };

const TOO_LONG = /^At most ([\d,]+) characters$/;

/** One refusal in the page's words. */
export function postRefusal(message: string, language: Language, t: Translate): string {
  if (language === "en") return message;
  const known = POST_REFUSALS[message];
  if (known) return t(known, known.startsWith("postform.error.excerpt") ? EXCERPT_VALUES : REFUSAL_VALUES);
  const max = TOO_LONG.exec(message)?.[1];
  if (max)
    return t("postform.error.tooLong", {
      max: new Intl.NumberFormat(LOCALES[language]).format(Number(max.replace(/,/g, ""))),
    });
  return t("postform.error.other");
}

/** The form's field errors in the page's words. */
export function postFieldErrors(errors: FieldErrors, language: Language, t: Translate): FieldErrors {
  if (language === "en") return errors;
  const out: FieldErrors = Object.create(null);
  for (const [key, messages] of Object.entries(errors)) out[key] = messages.map((m) => postRefusal(m, language, t));
  return out;
}
