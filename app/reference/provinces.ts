/** Canadian provinces and territories (two-letter postal abbreviations). */

export const PROVINCE_CODES = ["ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "NL", "PE", "YT", "NT", "NU"] as const;

export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const PROVINCE_NAMES: Readonly<Record<ProvinceCode, string>> = {
  ON: "Ontario",
  QC: "Quebec",
  BC: "British Columbia",
  AB: "Alberta",
  MB: "Manitoba",
  SK: "Saskatchewan",
  NS: "Nova Scotia",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  PE: "Prince Edward Island",
  YT: "Yukon",
  NT: "Northwest Territories",
  NU: "Nunavut",
};

/** The French names, by code. */
const FRENCH_PROVINCE_NAMES: Readonly<Record<ProvinceCode, string>> = {
  ON: "Ontario",
  QC: "Québec",
  BC: "Colombie-Britannique",
  AB: "Alberta",
  MB: "Manitoba",
  SK: "Saskatchewan",
  NS: "Nouvelle-Écosse",
  NB: "Nouveau-Brunswick",
  NL: "Terre-Neuve-et-Labrador",
  PE: "Île-du-Prince-Édouard",
  YT: "Yukon",
  NT: "Territoires du Nord-Ouest",
  NU: "Nunavut",
};

/** The provinces that the application and profile forms offer, in display order. */
export const OFFERED_PROVINCES = [
  { code: "ON", name: "Ontario" },
  { code: "QC", name: "Quebec" },
  { code: "BC", name: "British Columbia" },
  { code: "AB", name: "Alberta" },
  { code: "MB", name: "Manitoba" },
  { code: "SK", name: "Saskatchewan" },
] as const satisfies readonly { code: ProvinceCode; name: string }[];

function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === "string" && (PROVINCE_CODES as readonly string[]).includes(value);
}

/** Full name for a province code (case-insensitive) in English or French; unknown codes are returned unchanged. */
export function provinceName(code: string, language: "en" | "fr" = "en"): string {
  const upper = code.trim().toUpperCase();
  if (!isProvinceCode(upper)) return code;
  return (language === "fr" ? FRENCH_PROVINCE_NAMES : PROVINCE_NAMES)[upper];
}
