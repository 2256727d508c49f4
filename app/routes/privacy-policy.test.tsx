import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import commonEn from "#app/i18n/compiled/common.en.ts";
import commonFr from "#app/i18n/compiled/common.fr.ts";
import privacyEn from "#app/i18n/compiled/privacy.en.ts";
import privacyFr from "#app/i18n/compiled/privacy.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { ERASURE_LEDGER_RETENTION_DAYS, INQUIRY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import PrivacyPolicy from "./privacy-policy.tsx";
import { MAGIC_LINK_TTL_MINUTES } from "#app/auth/tokens.server.ts";

// PIPEDA: the privacy policy says truthfully what is stored, who sees it and for how long, in both languages. These
// are the statements a change to the app has made true: identity shown only with express consent and erased when
// it is withdrawn, the therapist's dashboard showing each message, and the follow-up emails to visitors and how
// to stop them; how a therapist downloads their data and deletes their account.

const CATALOGUES = { en: { ...commonEn, ...privacyEn }, fr: { ...commonFr, ...privacyFr } };

/** The policy as the server renders it. */
function renderedPolicy(language: Language): string {
  const path = language === "fr" ? "/fr/politique-de-confidentialite" : "/privacy-policy";
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueProvider language={language} catalogue={CATALOGUES[language]}>
        <PrivacyPolicy />
      </CatalogueProvider>
    </MemoryRouter>,
  );
}

/** The policy's text as a reader reads it, one space between its elements' words. */
function policyText(language: Language): string {
  return renderedPolicy(language)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the privacy policy", () => {
  const en = policyText("en");
  const fr = policyText("fr");

  it("says a therapist's identity is shown only with express consent, and erased when consent is withdrawn", () => {
    expect(en).toContain("your gender, whether you are 2SLGBTQ+, Black, Indigenous");
    expect(en).toContain("published only with the therapist’s express consent");
    expect(en).toContain("the identity details are then erased from the listing");
    expect(en).toContain("erased at the same time from the application the therapist sent us and from every copy");
    expect(fr).toContain("votre genre, si vous êtes 2ELGBTQ+, Noir, Autochtone");
    expect(fr).toContain("ne sont publiés qu’avec son consentement exprès");
    expect(fr).toContain("ses renseignements sur l’identité sont alors effacés de sa fiche");
    expect(fr).toContain("effacés au même moment de la demande que le thérapeute nous a envoyée");
  });

  it("names the languages of service, the people served and accessibility", () => {
    expect(en).toContain("the languages you offer sessions in, the people you work with");
    expect(en).toContain("what makes your practice accessible");
    expect(fr).toContain("les langues dans lesquelles vous offrez des séances, les personnes avec qui vous travaillez");
    expect(fr).toContain("ce qui rend votre pratique accessible");
  });

  it("says the therapist's dashboard shows each message with the visitor's details, not only a count", () => {
    expect(en).toContain(
      "on their dashboard, which lists their most recent messages, each with your name, email address, phone number",
    );
    expect(en).not.toContain("only a count");
    expect(fr).toContain("chacun avec votre nom, votre adresse courriel, votre numéro de téléphone");
    expect(fr).not.toContain("ne voient que le nombre");
  });

  it("discloses the follow-up emails to visitors and how to stop them", () => {
    expect(en).toContain("two business days after you wrote, to ask whether you heard back");
    expect(en).toContain("a list of up to three other therapists");
    expect(en).toContain("use the link “No more emails from us about this message”");
    expect(fr).toContain("deux jours ouvrables après votre envoi, pour vous demander si vous avez eu une réponse");
    expect(fr).toContain("une liste d’au plus trois autres thérapeutes");
    expect(fr).toContain("« Ne plus recevoir de courriels de notre part au sujet de ce message »");
  });

  it("tells a therapist how to download their data and delete their account, and what deleting keeps", () => {
    expect(en).toContain("from their account page (“Download my data”)");
    expect(en).toContain("delete their account themselves from their account page (“Delete my account”");
    expect(en).toContain("an active Featured subscription is cancelled immediately");
    expect(en).toContain("when an account is deleted, its payment records stay for that period, no longer tied to it");
    expect(fr).toContain("depuis la page de leur compte (« Télécharger mes données »)");
    expect(fr).toContain("supprimer eux-mêmes leur compte depuis la page de leur compte (« Supprimer mon compte »");
    expect(fr).toContain("un abonnement de mise en vedette actif est annulé immédiatement");
    expect(fr).toContain("quand un compte est supprimé, ses dossiers de paiement restent conservés");
    // a visitor deletes the messages they sent by signing in with the address they wrote from
    expect(en).toContain("and can delete the messages they sent: signed in with the address they wrote from");
    expect(fr).toContain("et peuvent supprimer les messages qu’ils ont envoyés : connectés avec l’adresse");
    expect(renderedPolicy("en")).toContain('href="/account"');
    expect(renderedPolicy("fr")).toContain('href="/fr/compte"');
  });

  it("is dated by its last change", () => {
    expect(en).toContain("December 4, 2026");
    expect(fr).toContain("4 décembre 2026");
  });

  it("names both cookies the site sets, the sign-in link's with its lifetime", () => {
    expect(en).toContain("We use two first-party cookies");
    expect(en).toContain(`it expires after ${MAGIC_LINK_TTL_MINUTES} minutes`);
    expect(fr).toContain("Nous utilisons deux témoins");
    expect(fr).toContain(`il expire après ${MAGIC_LINK_TTL_MINUTES} minutes`);
  });

  it("states the contact messages' retention period in both languages", () => {
    expect(en).toContain(`Contact messages: deleted ${INQUIRY_RETENTION_MONTHS} months after they are sent`);
    expect(fr).toContain(
      `Messages envoyés aux thérapeutes : supprimés ${INQUIRY_RETENTION_MONTHS} mois après leur envoi`,
    );
  });

  it("says a restored backup has what was deleted since deleted again, and how long the record of it is kept", () => {
    expect(en).toContain(
      "deleted blog post and request to stop follow-up emails about a message, by account, profile, post or message " +
        `number only (no name or address), for ${ERASURE_LEDGER_RETENTION_DAYS} days; if a ` +
        "backup is restored, those deletions are made again as soon as the site starts on the restored copy.",
    );
    expect(fr).toContain(
      "par numéro de compte, de profil, d’article ou de message seulement (sans nom ni adresse), pendant " +
        `${ERASURE_LEDGER_RETENTION_DAYS} ` +
        "jours; si une copie est restaurée, ces suppressions sont refaites dès que le site redémarre",
    );
  });
});
