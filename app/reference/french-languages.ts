import type { LanguageCode } from "./languages.ts";

/** The French name of every language of service (SESSION_LANGUAGES), lower case as French writes it in a
 *  sentence; the French interface capitalises it where it starts a label. */
export const FRENCH_LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: "anglais",
  fr: "français",
  am: "amharique",
  ar: "arabe",
  ase: "ASL (langue des signes américaine)",
  yue: "cantonais",
  gu: "gujarati",
  hi: "hindi",
  it: "italien",
  ko: "coréen",
  fcs: "LSQ (langue des signes québécoise)",
  cmn: "mandarin",
  fa: "persan (farsi)",
  pl: "polonais",
  pt: "portugais",
  pa: "pendjabi",
  ru: "russe",
  so: "somali",
  es: "espagnol",
  tl: "tagalog",
  ta: "tamoul",
  ti: "tigrigna",
  ur: "ourdou",
  vi: "vietnamien",
};
