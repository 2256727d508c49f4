import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import fitNamesEn from "#app/i18n/compiled/fit-names.en.ts";
import fitNamesFr from "#app/i18n/compiled/fit-names.fr.ts";
import fitEn from "#app/i18n/compiled/fit.en.ts";
import fitFr from "#app/i18n/compiled/fit.fr.ts";
import profileEn from "#app/i18n/compiled/profile.en.ts";
import profileFr from "#app/i18n/compiled/profile.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { card, NOW } from "../../tests/support/therapist-card.ts";
import { cardView } from "./card-view.ts";
import { ProfileHeader } from "./profile/profile-header.tsx";
import { TherapistCard } from "./therapist-card.tsx";

// CRPO's advertising standard: a paid placement is labelled as one. A Featured card and a Featured profile say
// "Featured · Paid placement" (« En vedette · Placement payé ») in words every visitor sees, not only in text for
// screen readers or a tooltip; a listing whose Featured period has ended says neither.

const LABEL = { en: "Featured · Paid placement", fr: "En vedette · Placement payé" } as const;
const WORDS = {
  directory: { en: directoryEn, fr: directoryFr },
  profile: { en: profileEn, fr: profileFr },
  fit: { en: { ...fitEn, ...fitNamesEn }, fr: { ...fitFr, ...fitNamesFr } },
};

/** The text a sighted visitor sees: the markup without its screen-reader-only spans and attributes. */
function visibleText(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

function render(language: Language, area: "directory" | "profile", element: React.ReactNode): string {
  const path = language === "fr" ? "/fr/therapeutes/ada-lovelace" : "/therapists/ada-lovelace";
  const words = { ...WORDS[area][language], ...WORDS.fit[language] };
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueProvider language={language} catalogue={words}>
        {element}
      </CatalogueProvider>
    </MemoryRouter>,
  );
}

const cardText = (language: Language, featuredUntil: number) =>
  visibleText(render(language, "directory", <TherapistCard therapist={cardView(card({ featuredUntil }), NOW)} />));

const profileText = (language: Language, featuredUntil: number) =>
  visibleText(
    render(
      language,
      "profile",
      <ProfileHeader
        profile={{ ...card({ featuredUntil }), availability: null, yearsExperience: null, licenseNumber: null }}
        badges={[]}
        now={NOW}
        replyRecord={null}
        fitNames={{ populations: [], access: [], identity: [] }}
        languageNames={[]}
        names={{}}
      />,
    ),
  );

describe("a Featured listing's paid placement", () => {
  it.each(["en", "fr"] as const)("is named in visible words on its card (%s)", (language) => {
    expect(cardText(language, NOW + 1000)).toContain(LABEL[language]);
    expect(cardText(language, NOW - 1000)).not.toContain(LABEL[language]);
  });

  it.each(["en", "fr"] as const)("is named in visible words on its profile (%s)", (language) => {
    expect(profileText(language, NOW + 1000)).toContain(LABEL[language]);
    expect(profileText(language, NOW - 1000)).not.toContain(LABEL[language]);
  });
});
