import { z } from "zod";
import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { CONSULTATION_LENGTHS, RECEIPT_DESIGNATIONS, SESSION_LENGTHS } from "#app/reference/profile-options.ts";

// The fees and coverage a profile states, as the application, the profile editors and the JSON APIs take them, and
// the rules between them (written once: the schemas check what a payload gives, the profile updates check the
// listing the update leaves). Safe in the browser.

export const FEE_MESSAGES = {
  floorAboveFee: "The lowest sliding-scale fee can't be above the session fee",
  feeBelowFloor: "The session fee can't be below your lowest sliding-scale fee",
  floorWithoutScale: 'Tick "I offer a sliding scale" to give a lowest fee, or leave the lowest fee empty',
  openWithoutScale: 'Tick "I offer a sliding scale" to say spots are open, or untick "Sliding-scale spots are open"',
  sessionLength: "Choose one of the listed session lengths",
  consultationLength: "Choose one of the listed consultation lengths",
  designation: "Choose one of the listed designations",
  directBillingInsurer: "Direct billing can only be chosen for a named insurer in the list",
  notAccepted: (insurers: readonly string[]) =>
    `Also tick ${insurers.join(", ")} under Insurance Accepted, or untick direct billing for ${
      insurers.length === 1 ? "it" : "them"
    }`,
} as const;

/**
 * Whether an amount is in dollars and cents: at most two decimal places, as the listing stores it (numeric(10, 2)
 * would round 120.555 to 120.56 without a word). Exact for every amount of two places up to 10,000: the amount
 * in cents, divided by 100, is the same number.
 */
const inCents = (amount: number) => Math.round(amount * 100) / 100 === amount;

/** A form's amount as written: digits, with cents after a point ("140", "190.50", "-5" told it is negative);
 *  hexadecimal ("0x8C"), an exponent ("1e3") or anything else is no number. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
const amountOf = (value: unknown) =>
  value === "" || value === null || value === undefined
    ? null
    : typeof value === "string"
      ? DECIMAL.test(value)
        ? Number(value)
        : Number.NaN
      : value;

/**
 * An amount in CAD from a form ("" is none) or JSON, in dollars and cents; `aboveZero`: a fee charged, so not $0
 * (a sliding scale's lowest fee may be).
 */
export const money = (label: string, { aboveZero = false }: { aboveZero?: boolean } = {}) =>
  z.preprocess(
    amountOf,
    z
      .number({ error: `${label} must be a number` })
      // an amount out of bounds is told that alone (1e308 is not also told about its decimal places)
      .min(0, { error: `${label} cannot be negative`, abort: true })
      .refine((amount) => !aboveZero || amount > 0, { error: `${label} must be more than 0`, abort: true })
      .max(10_000, { error: `${label} must be at most 10,000`, abort: true })
      .refine(inCents, `${label} must have at most 2 decimal places`)
      .nullable(),
  );

/** A length in minutes from a list: a form's text or JSON's number. */
const minutes = <T extends readonly number[]>(list: T, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.literal(list, { error: message }),
  );

const emptyIsNull = (value: unknown) => (value === "" ? null : value);

export const checkbox = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
  z.boolean(),
);

/** The fee and coverage fields (the insurers accepted are the profile's own field). */
export const FeeFields = {
  sessionMinutes: minutes(SESSION_LENGTHS, FEE_MESSAGES.sessionLength),
  couplesFee: money("Couples or family session fee", { aboveZero: true }),
  slidingScale: checkbox,
  slidingScaleMin: money("Lowest sliding-scale fee"),
  slidingScaleOpen: checkbox,
  /** None offered: null (a form's empty choice). */
  freeConsultationMinutes: z.preprocess(
    emptyIsNull,
    minutes(CONSULTATION_LENGTHS, FEE_MESSAGES.consultationLength).nullable(),
  ),
  receiptDesignation: z.preprocess(
    emptyIsNull,
    z.enum(RECEIPT_DESIGNATIONS, { error: FEE_MESSAGES.designation }).nullable(),
  ),
  directBilling: z
    .array(z.string())
    .max(25)
    .refine((names) => names.every((name) => DIRECT_BILLING_INSURERS.includes(name)), FEE_MESSAGES.directBillingInsurer)
    .refine((values) => new Set(values).size === values.length, "Each insurer may be billed directly only once"),
};

/** The application's defaults: 50-minute sessions, nothing else stated. */
export const FEE_DEFAULTS = {
  sessionMinutes: FeeFields.sessionMinutes.default(50),
  slidingScale: FeeFields.slidingScale.default(false),
  slidingScaleOpen: FeeFields.slidingScaleOpen.default(false),
  directBilling: FeeFields.directBilling.default([]),
};

type FeeValues = {
  rate?: number | null;
  slidingScale?: boolean;
  slidingScaleMin?: number | null;
  slidingScaleOpen?: boolean;
  insuranceProviders?: readonly string[];
  directBilling?: readonly string[];
};
type FeeIssue = { path: keyof FeeValues; message: string };

/**
 * What breaks the rules between the fields: the sliding scale's floor above the session fee, a floor or open spots
 * without a sliding scale, direct billing of an insurer not accepted. A rule is checked only when `values` holds its
 * fields (a partial update). `given`: the fields the person sent, so a fee conflict is told on the one they changed.
 */
export function feeIssues(values: FeeValues, given: ReadonlySet<string> = new Set(Object.keys(values))): FeeIssue[] {
  const issues: FeeIssue[] = [];
  const { rate, slidingScale, slidingScaleMin, slidingScaleOpen, insuranceProviders, directBilling } = values;
  if (typeof rate === "number" && typeof slidingScaleMin === "number" && slidingScaleMin > rate) {
    issues.push(
      given.has("slidingScaleMin") || !given.has("rate")
        ? { path: "slidingScaleMin", message: FEE_MESSAGES.floorAboveFee }
        : { path: "rate", message: FEE_MESSAGES.feeBelowFloor },
    );
  }
  if (slidingScale === false && typeof slidingScaleMin === "number")
    issues.push({ path: "slidingScaleMin", message: FEE_MESSAGES.floorWithoutScale });
  if (slidingScale === false && slidingScaleOpen === true)
    issues.push({ path: "slidingScaleOpen", message: FEE_MESSAGES.openWithoutScale });
  if (insuranceProviders && directBilling) {
    const missing = directBilling.filter((insurer) => !insuranceProviders.includes(insurer));
    if (missing.length > 0) issues.push({ path: "directBilling", message: FEE_MESSAGES.notAccepted(missing) });
  }
  return issues;
}

/** The schemas' check of the rules on what a payload gives. */
export function feesConsistent(values: FeeValues, ctx: z.RefinementCtx) {
  for (const issue of feeIssues(values)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
}

/**
 * A partial update as it applies to a listing holding `current`: an update that drops insurers drops their direct
 * billing, and one that turns the sliding scale off clears its floor and spots, unless it gives those too. Answers
 * the update to write, or the rules the resulting listing would break.
 */
export function settleFees<U extends FeeValues>(
  current: Required<FeeValues>,
  update: U,
): { kind: "ok"; update: U } | { kind: "invalid"; errors: Record<string, string[]> } {
  const settled: U = { ...update };
  if (update.insuranceProviders !== undefined && update.directBilling === undefined) {
    const kept = current.directBilling.filter((insurer) => update.insuranceProviders?.includes(insurer));
    if (kept.length !== current.directBilling.length) settled.directBilling = kept;
  }
  if (update.slidingScale === false) {
    if (update.slidingScaleMin === undefined && current.slidingScaleMin !== null) settled.slidingScaleMin = null;
    if (update.slidingScaleOpen === undefined && current.slidingScaleOpen) settled.slidingScaleOpen = false;
  }
  const issues = feeIssues({ ...current, ...settled }, new Set(Object.keys(update)));
  if (issues.length === 0) return { kind: "ok", update: settled };
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path] ??= []).push(issue.message);
  return { kind: "invalid", errors };
}
