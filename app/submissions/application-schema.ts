import { z } from "zod";
import { EmailAddress } from "#app/auth/email.ts";
import { characterCount } from "#app/http/character-count.ts";
import { isPhoneNumber } from "#app/inquiries/phone.ts";
import { headerSafe } from "#app/mail/header-safe.ts";
import { ACCEPTING_CLIENTS, WAITLIST_WAITS, YEARS_EXPERIENCE } from "#app/reference/profile-options.ts";
import { OFFERED_PROVINCES } from "#app/reference/provinces.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import { INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { PHOTO_NOT_YOURS, PHOTO_PATH } from "#app/uploads/photo-rules.ts";
import { checkbox, FEE_DEFAULTS, FeeFields, feesConsistent, money } from "./fees-schema.ts";
import { languagesDefault, languagesField } from "./languages-schema.ts";
import { FIT_DEFAULTS, FitFields, identityConsented, withdrawnOnForm } from "./fit-schema.ts";

// The therapist application and the profile update (every field optional). One
// schema for the browser (inline messages, the 'Form Validation Error' toast), the page actions (the forms, posted
// with or without JavaScript) and the JSON APIs. Server-owned fields (id, userId, status, slug, admin notes, review and payment fields) are not
// in it, so a payload carrying them cannot set them.

export const BIO_MIN = 150;
export const BIO_MAX = 5000;
/** What the bio's minimum counts (and its counter shows): the characters without the spaces around them. */
export const bioCount = (bio: string) => characterCount(bio.trim());
/**
 * A city is a place's name: letters (any alphabet, accented), then letters, spaces, hyphens, apostrophes and periods
 * ("Sault Ste. Marie", "Niagara-on-the-Lake"). It is public (the city filter, the city pages), so no digit, markup
 * or address of a web page goes in it.
 */
const CITY_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
export const CITY_MESSAGE = "City must be a place name: letters, spaces, hyphens, apostrophes and periods";
export const PENDING_MESSAGE =
  "You already have an application under review. We'll email you when it has been reviewed.";
export const MESSAGES = {
  specialties: "Select at least one specialty",
  therapyTypes: "Select at least one therapy type",
  bio: `Bio must be at least ${BIO_MIN} characters`,
  /** The inline messages beside the two multi-selects when nothing is selected. */
  specialtiesInline: "Please select at least one specialty",
  therapyTypesInline: "Please select at least one therapy approach",
} as const;

const PROVINCE_CODES = OFFERED_PROVINCES.map((p) => p.code) as [string, ...string[]];

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const oneOfList = (list: readonly string[], message: string) =>
  z.string().refine((value) => list.includes(value), { message });

/** A multi-select's list holds each value at most once: a repeated value would count twice in the directory. */
const chosenOnce = <T extends z.ZodType<string[]>>(list: T, label: string) =>
  list.refine((values) => new Set(values).size === values.length, { message: `Each ${label} may be chosen only once` });

/** A value the form lists: missing is "<field> is required", any other value not listed CHOICE_MESSAGE. */
export const CHOICE_MESSAGE = "Choose one of the listed options";
const listedChoice = <const T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === "" ? required : CHOICE_MESSAGE) });

export const ProfileFields = {
  firstName: headerSafe(required("First name", 100), "First name"),
  lastName: headerSafe(required("Last name", 100), "Last name"),
  email: EmailAddress,
  phone: required("Phone", 40).refine(isPhoneNumber, "Please enter a valid phone number"),
  credentials: required("Professional title"),
  licenseNumber: required("License number", 100),
  yearsExperience: listedChoice(YEARS_EXPERIENCE, "Years of experience is required"),
  specialties: chosenOnce(
    z
      .array(oneOfList(SPECIALTIES, "Unknown specialty"), { error: MESSAGES.specialties })
      .min(1, MESSAGES.specialties)
      .max(50, "Select at most 50 specialties"),
    "specialty",
  ),
  therapyTypes: chosenOnce(
    z
      .array(oneOfList(THERAPY_TYPES, "Unknown therapy type"), { error: MESSAGES.therapyTypes })
      .min(1, MESSAGES.therapyTypes)
      .max(30, "Select at most 30 therapy types"),
    "therapy type",
  ),
  city: required("City", 100).regex(CITY_NAME, CITY_MESSAGE),
  province: listedChoice(PROVINCE_CODES, "Province is required"),
  address: optionalText(300, "Office address"),
  bio: z
    .string({ error: MESSAGES.bio })
    .trim()
    .min(BIO_MIN, MESSAGES.bio)
    .max(BIO_MAX, "Bio must be at most 5,000 characters"),
  rate: money("Individual session fee", { aboveZero: true }),
  acceptingClients: z.enum(ACCEPTING_CLIENTS),
  /** A form's empty choice is null (no wait named); absent (an API client that never sends it) is left unknown. */
  acceptingWait: z.preprocess(
    (value) => (value === "" ? null : value),
    z.enum(WAITLIST_WAITS, { error: "Choose one of the listed waits" }).nullable(),
  ),
  virtualSessions: checkbox,
  inPersonSessions: checkbox,
  insuranceProviders: chosenOnce(
    z.array(oneOfList(INSURANCE_PROVIDERS, "Unknown insurance provider")).max(25),
    "insurance provider",
  ),
  availability: optionalText(300, "Availability"),
  profileImageUrl: optionalText(500, "Profile image URL").refine(
    (v) => v === null || PHOTO_PATH.test(v),
    PHOTO_NOT_YOURS,
  ),
  ...FeeFields,
  languages: languagesField,
  ...FitFields,
};

export const WAIT_REQUIRED = "Choose about how long the wait is";

/**
 * A waitlist chosen on a form names its wait: a form always sends the wait's select, so a waitlist with the empty
 * choice is refused. A client that sends no wait at all (the API as it was) leaves the wait unknown.
 */
export function waitNamed(values: { acceptingClients?: string; acceptingWait?: string | null }, ctx: z.RefinementCtx) {
  if (values.acceptingClients === "waitlist" && values.acceptingWait === null)
    ctx.addIssue({ code: "custom", path: ["acceptingWait"], message: WAIT_REQUIRED });
}

/** The rules between a profile's fields, on what a payload gives: a waitlist's wait, the fees and coverage. */
export function profileRules(
  values: Parameters<typeof waitNamed>[0] &
    Parameters<typeof feesConsistent>[0] &
    Parameters<typeof identityConsented>[0],
  ctx: z.RefinementCtx,
) {
  waitNamed(values, ctx);
  feesConsistent(values, ctx);
  identityConsented(values, ctx);
}

/** The application: optional parts have defaults (accepting yes, in person on, virtual off, 50-minute sessions). */
export const ApplicationForm = z
  .object({
    ...ProfileFields,
    rate: ProfileFields.rate.optional().transform((value) => value ?? null),
    acceptingClients: ProfileFields.acceptingClients.default("yes"),
    acceptingWait: ProfileFields.acceptingWait.optional(),
    virtualSessions: ProfileFields.virtualSessions.default(false),
    inPersonSessions: ProfileFields.inPersonSessions.default(true),
    insuranceProviders: ProfileFields.insuranceProviders.default([]),
    ...FEE_DEFAULTS,
    languages: languagesDefault,
    ...FIT_DEFAULTS,
    couplesFee: ProfileFields.couplesFee.optional().transform((value) => value ?? null),
    slidingScaleMin: ProfileFields.slidingScaleMin.optional().transform((value) => value ?? null),
    freeConsultationMinutes: ProfileFields.freeConsultationMinutes.optional().transform((value) => value ?? null),
    receiptDesignation: ProfileFields.receiptDesignation.optional().transform((value) => value ?? null),
  })
  .superRefine(profileRules);
export type ApplicationForm = z.infer<typeof ApplicationForm>;
/** Profile update: every field optional; an absent field keeps its value. */
export const ProfileUpdate = z.object(ProfileFields).partial().superRefine(profileRules);
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

const LIST_FIELDS = [
  "specialties",
  "therapyTypes",
  "insuranceProviders",
  "directBilling",
  "languages",
  "identity",
  "populations",
  "access",
] as const;
const CHECKBOX_FIELDS = [
  "virtualSessions",
  "inPersonSessions",
  "slidingScale",
  "slidingScaleOpen",
  "identityConsent",
] as const;

/**
 * A list chosen on a form in the order its values were shown chosen (the profile's first specialties are the ones it
 * leads with): those still chosen first, as they were, then those newly chosen, as the form sent them.
 */
export function inShownOrder(shown: readonly string[], chosen: readonly string[]): string[] {
  return [...shown.filter((value) => chosen.includes(value)), ...chosen.filter((value) => !shown.includes(value))];
}

/**
 * A posted form as the JSON payload: the multi-selects as lists (every checked box, inShownOrder), the session
 * checkboxes as booleans (an unchecked box sends nothing, so `${name}Present` hidden inputs say the box was on the form).
 */

export function formToPayload(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || /(?:Present|Held|Order)$/.test(key) || key === "intent") continue;
    if ((LIST_FIELDS as readonly string[]).includes(key)) continue;
    out[key] = value;
  }
  for (const key of LIST_FIELDS) {
    if (form.has(key) || form.has(`${key}Present`))
      out[key] = inShownOrder(form.getAll(`${key}Order`).map(String), form.getAll(key).map(String));
  }
  for (const key of CHECKBOX_FIELDS) {
    if (form.has(`${key}Present`)) out[key] = form.get(key) === "on" || form.get(key) === "true";
  }
  withdrawnOnForm(form, out);
  return out;
}
