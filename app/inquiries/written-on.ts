import { LOCALES, type Language } from "#app/i18n/language.ts";
import { ONTARIO_TIME_ZONE } from "./business-days.ts";

// The day a message was written, as its emails and link pages say it, in Ontario:
// "Thursday, November 12" / "jeudi 12 novembre".

const days = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { timeZone: ONTARIO_TIME_ZONE, weekday: "long", month: "long", day: "numeric" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

export const writtenOn = (at: number, language: Language = "en") => days[language].format(at);
