import { recordProfileView } from "#app/analytics/record.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { langOfPart, langOfShortPart } from "#app/i18n/text-language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { nameIn, valueNames } from "#app/i18n/value-names.ts";
import { issueFormToken } from "#app/inquiries/form-token.server.ts";
import { REPLY_RECORD_MINIMUM } from "#app/inquiries/reply-rules.ts";
import { badgeLabels } from "#app/therapists/card-words.ts";
import { coverageOf } from "#app/therapists/coverage.ts";
import { fullName } from "#app/therapists/display.ts";
import { findProfilePage } from "#app/therapists/profile.server.ts";
import { fitNamesOf } from "./fit-names.server.ts";
import { sessionLanguageNames } from "./session-language-names.server.ts";

// A public profile page as a visitor opens it: found by its slug (or an alias of it), its view counted, and
// everything it shows in the language of its address.

type Visit = { slug: string; language: Language; contactOpen: boolean; ip: string; now: number };

/** The page; "moved" when the slug is an alias (a UUID, first-last, other letter case): its canonical address. */
export async function openProfilePage(services: AppServices, request: Request, visit: Visit) {
  const { db, config } = services;
  const { language, now, contactOpen } = visit;
  const found = await findProfilePage(db, visit.slug, now);
  if (!found) return { kind: "missing" } as const;
  if (found.kind === "moved") return { kind: "moved", path: localPath(language, `/therapists/${found.slug}`) } as const;
  const { profile, articles, replies } = found;
  const path = localPath(language, `/therapists/${profile.slug}`);
  const view = {
    therapistName: fullName(profile),
    city: profile.city ?? undefined,
    specialties: profile.specialties.slice(0, 20),
  };
  recordProfileView(services, request, { ip: visit.ip, therapistId: profile.id, data: view, contactOpen });
  const bioLang = profile.bio ? langOfPart(profile.bio, language) : undefined;
  const page = {
    // the city by its name in the page's language (Montréal), as every line and the title name it
    profile: profile.city ? { ...profile, city: nameIn(language, profile.city) } : profile,
    badges: badgeLabels(profile.credentials, { language, say: translator(language, catalogue(language, "listings")) }),
    names: valueNames(language, [
      ...profile.specialties,
      ...profile.therapyTypes,
      ...profile.insuranceProviders,
      ...articles.map((article) => article.specialty),
    ]),
    /** The time of this request: the availability's age ("confirmed 3 days ago") counts to it. */
    now,
    /** Each insurer with its direct billing claim while it counts, as of this request. */
    coverage: coverageOf(profile, now),
    articles,
    formToken: issueFormToken(config.sessionSecret),
    canonical: `${config.appUrl}${path}`,
    home: `${config.appUrl}${localPath(language, "/")}`,
    contactOpen,
    /** The reply record, stated from a minimum number of counted messages. */
    replyRecord: replies.counted >= REPLY_RECORD_MINIMUM ? replies : null,
    /** The bio's `lang` when it is written in the other language than the page's; the availability note's too. */
    bioLang,
    availabilityLang: profile.availability ? langOfShortPart(profile.availability, language, bioLang) : undefined,
    fitNames: fitNamesOf(profile, language),
    languageNames: sessionLanguageNames(profile.languages, language),
  };
  return { kind: "page", page } as const;
}
