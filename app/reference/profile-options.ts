/** Fixed option lists for therapist profiles and directory search. */

export const YEARS_EXPERIENCE = ["0-2", "3-5", "6-10", "11-15", "16+"] as const;
export type YearsExperience = (typeof YEARS_EXPERIENCE)[number];

export const ACCEPTING_CLIENTS = ["yes", "waitlist", "no"] as const;
export type AcceptingClients = (typeof ACCEPTING_CLIENTS)[number];

/** A waitlist's approximate wait before a first session. */
export const WAITLIST_WAITS = ["under-2-weeks", "2-6-weeks", "over-6-weeks"] as const;
export type WaitlistWait = (typeof WAITLIST_WAITS)[number];

/** The length of an individual session, in minutes (50 unless the therapist says otherwise). */
export const SESSION_LENGTHS = [30, 45, 50, 60, 75, 90] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
export const DEFAULT_SESSION_MINUTES: SessionLength = 50;

/** The length of a free consultation, in minutes. */
export const CONSULTATION_LENGTHS = [10, 15, 20, 30] as const;
export type ConsultationLength = (typeof CONSULTATION_LENGTHS)[number];

/** The designation a receipt names, which benefit plans ask for. */
export const RECEIPT_DESIGNATIONS = [
  "RP",
  "RP (Qualifying)",
  "RSW",
  "C.Psych.",
  "C.Psych.Assoc.",
  "RMFT",
  "CCC",
  "OT Reg. (Ont.)",
] as const;
export type ReceiptDesignation = (typeof RECEIPT_DESIGNATIONS)[number];

export const PRICE_BANDS = ["<$100", "$100-$160", ">$160"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const PRICE_BAND_LABELS: Readonly<Record<PriceBand, string>> = {
  "<$100": "Under $100",
  "$100-$160": "$100-$160",
  ">$160": "Over $160",
};

/** Price band of a session rate in CAD: below 100, 100 to 160 inclusive, above 160. */
export function priceBandForRate(rate: number | null): PriceBand | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  if (rate < 100) return "<$100";
  if (rate <= 160) return "$100-$160";
  return ">$160";
}

/** Parses the directory's `price` query parameter: a band, or the alias 'under-100' for '<$100'. */
export function parsePriceParam(value: string | null | undefined): PriceBand | null {
  if (value === "under-100") return "<$100";
  return isPriceBand(value) ? value : null;
}

export const MODES = ["online", "inperson"] as const;
export type Mode = (typeof MODES)[number];

export const SORT_OPTIONS = [
  { value: "recommended", label: "Recommended" },
  { value: "nearest", label: "Nearest" },
  { value: "rating", label: "Highest Rated" },
  { value: "name", label: "A-Z" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

function isPriceBand(value: unknown): value is PriceBand {
  return isOneOf(PRICE_BANDS, value);
}

export function isMode(value: unknown): value is Mode {
  return isOneOf(MODES, value);
}

export function isSortOption(value: unknown): value is SortOption {
  return isOneOf(
    SORT_OPTIONS.map((option) => option.value),
    value,
  );
}
