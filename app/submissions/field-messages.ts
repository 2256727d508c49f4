import { EMAIL_MESSAGE } from "#app/auth/email.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { LOCALES, type Language } from "#app/i18n/language.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { PHOTO_MESSAGE_IDS } from "#app/uploads/photo-messages.ts";
import { PHOTO_NOT_YOURS } from "#app/uploads/photo-rules.ts";
import { CHOICE_MESSAGE, CITY_MESSAGE, MESSAGES, WAIT_REQUIRED } from "./application-schema.ts";
import { FEE_MESSAGES } from "./fees-schema.ts";
import { LANGUAGE_MESSAGES } from "./languages-schema.ts";
import { FIT_MESSAGES } from "./fit-schema.ts";

// The profile schemas refuse in English, word for word what the API has always answered. A page in another
// language shows each refusal as its catalogue twin: the message is known by its words (fixed messages) or by its
// shape ("<field> is required"), whose field is named in the page's language by the field's key. Safe in the
// browser, where the same check runs before a post.

type Translate = (id: MessageId, values?: Values) => string;

/** Every fixed refusal of the profile schemas, by its English words. */
export const FIXED: Record<string, MessageId> = {
  [EMAIL_MESSAGE]: "error.email",
  "Please enter a valid phone number": "error.phone",
  [CITY_MESSAGE]: "error.city",
  [MESSAGES.specialties]: "error.specialties",
  [MESSAGES.therapyTypes]: "error.therapyTypes",
  "Select at most 50 specialties": "error.specialtiesMax",
  "Select at most 30 therapy types": "error.therapyTypesMax",
  "Unknown specialty": "error.unknownSpecialty",
  "Unknown therapy type": "error.unknownTherapyType",
  "Unknown insurance provider": "error.unknownInsurer",
  "Each specialty may be chosen only once": "error.specialtyOnce",
  "Each therapy type may be chosen only once": "error.therapyTypeOnce",
  "Each insurance provider may be chosen only once": "error.insurerOnce",
  [MESSAGES.bio]: "error.bio",
  "Bio must be at most 5,000 characters": "error.bioMax",
  "Choose one of the listed waits": "error.wait",
  [CHOICE_MESSAGE]: "error.choice",
  [WAIT_REQUIRED]: "error.waitRequired",
  [PHOTO_NOT_YOURS]: "error.photo",
  // a photo sent with the form itself (without JavaScript), refused as the upload API refuses it
  ...PHOTO_MESSAGE_IDS,
  [FEE_MESSAGES.floorAboveFee]: "error.floorAboveFee",
  [FEE_MESSAGES.feeBelowFloor]: "error.feeBelowFloor",
  [FEE_MESSAGES.floorWithoutScale]: "error.floorWithoutScale",
  [FEE_MESSAGES.openWithoutScale]: "error.openWithoutScale",
  [FEE_MESSAGES.sessionLength]: "error.sessionLength",
  [FEE_MESSAGES.consultationLength]: "error.consultationLength",
  [FEE_MESSAGES.designation]: "error.designation",
  [FEE_MESSAGES.directBillingInsurer]: "error.directBillingInsurer",
  "Each insurer may be billed directly only once": "error.directBillingOnce",
  [LANGUAGE_MESSAGES.none]: "error.languagesNone",
  [LANGUAGE_MESSAGES.unknown]: "error.languagesUnknown",
  [LANGUAGE_MESSAGES.twice]: "error.languagesTwice",
  [FIT_MESSAGES.identityUnknown]: "fit.error.identityUnknown",
  [FIT_MESSAGES.populationsUnknown]: "fit.error.populationsUnknown",
  [FIT_MESSAGES.accessUnknown]: "fit.error.accessUnknown",
  [FIT_MESSAGES.twice]: "fit.error.twice",
  [FIT_MESSAGES.consentNeeded]: "fit.error.consentNeeded",
  "Only the therapist can give consent to show their identity": "fit.error.adminConsent",
};

/** The refusals that name their field, by shape: the label is the field's, the number stays. */
export const SHAPED: { pattern: RegExp; id: MessageId }[] = [
  { pattern: /^.+ is required$/, id: "error.required" },
  { pattern: /^.+ must be at most ([\d,]+) characters$/, id: "error.tooLong" },
  { pattern: /^.+ cannot contain line breaks or control characters$/, id: "error.controls" },
  { pattern: /^.+ must be a number$/, id: "error.number" },
  { pattern: /^.+ cannot be negative$/, id: "error.negative" },
  { pattern: /^.+ must be more than 0$/, id: "error.zero" },
  { pattern: /^.+ must be at most ([\d,]+)$/, id: "error.tooMuch" },
  { pattern: /^.+ must have at most 2 decimal places$/, id: "error.cents" },
];

const NOT_ACCEPTED = /^Also tick (.+) under Insurance Accepted, or untick direct billing for (it|them)$/;

/** The fields whose label a shaped refusal names (the schemas' labels, under `field.<key>`). */
const LABELLED = new Set([
  "firstName",
  "lastName",
  "phone",
  "credentials",
  "licenseNumber",
  "yearsExperience",
  "city",
  "province",
  "address",
  "bio",
  "rate",
  "availability",
  "profileImageUrl",
  "couplesFee",
  "slidingScaleMin",
]);

/**
 * One refusal of the field `key` in the page's words; `names` are the listed values' names in the page's language
 * (the insurers a refusal names).
 */
export function fieldMessage(
  key: string,
  message: string,
  language: Language,
  t: Translate,
  names: ValueNames = {},
): string {
  if (language === "en") return message;
  const fixed = FIXED[message];
  if (fixed) return t(fixed, { min: MESSAGES.bio.replace(/\D/g, "") });
  const insurers = NOT_ACCEPTED.exec(message);
  if (insurers?.[1]) {
    // no insurer's name holds a comma: the list splits back into its names
    const named = insurers[1].split(", ").map((name) => names[name] ?? name);
    return t("error.notAccepted", { insurers: named.join(", "), count: insurers[2] === "it" ? 1 : 2 });
  }
  const shaped = SHAPED.find((shape) => shape.pattern.test(message));
  if (!shaped || !LABELLED.has(key)) return t("error.other");
  const max = shaped.pattern.exec(message)?.[1];
  const number = max ? new Intl.NumberFormat(LOCALES[language]).format(Number(max.replace(/,/g, ""))) : "";
  return t(shaped.id, { field: t(`field.${key}` as MessageId), max: number });
}

/** A form's field errors in the page's words (`names`: as fieldMessage's). */
export function pageFieldErrors(
  errors: FieldErrors,
  language: Language,
  t: Translate,
  names: ValueNames = {},
): FieldErrors {
  if (language === "en") return errors;
  const out: FieldErrors = Object.create(null);
  for (const [key, messages] of Object.entries(errors))
    out[key] = messages.map((m) => fieldMessage(key, m, language, t, names));
  return out;
}
