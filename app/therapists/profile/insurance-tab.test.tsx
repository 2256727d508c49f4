import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { coverageOf } from "#app/therapists/coverage.ts";
import { NOTHING_STATED } from "#app/therapists/fees.ts";
import { InsuranceTab } from "./insurance-tab.tsx";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 29);
const CONFIRMED = Date.UTC(2026, 10, 12);
const profile = (change: Partial<PublicProfile> = {}): PublicProfile => ({
  id: "6f1c4f4e-8d0a-4c59-9a55-3c1a3d3b2f10",
  slug: "ada-lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  credentials: "MA, RP",
  credentialTypes: [],
  bio: null,
  profileImageUrl: null,
  city: "Toronto",
  province: "ON",
  address: null,
  phone: null,
  rate: 140,
  feeRange: null,
  rating: 0,
  reviewCount: 0,
  specialties: [],
  therapyTypes: [],
  insuranceProviders: ["Green Shield", "Sun Life", "Manulife"],
  virtualSessions: true,
  inPersonSessions: false,
  studentFriendly: false,
  acceptingClients: "yes",
  acceptingWait: null,
  availabilityConfirmedAt: NOW - DAY,
  isFeatured: false,
  featuredUntil: null,
  notRespondingSince: null,
  availability: null,
  yearsExperience: null,
  licenseNumber: null,
  ...NOTHING_STATED,
  couplesFee: 180,
  slidingScale: true,
  slidingScaleMin: 80,
  slidingScaleOpen: true,
  freeConsultationMinutes: 15,
  receiptDesignation: "RP",
  directBilling: ["Green Shield", "Sun Life"],
  directBillingConfirmedAt: CONFIRMED,
  languages: ["en"],
  identity: [],
  populations: [],
  access: [],
  ...change,
});
/** The tab's text as a person reads it, its elements' text joined by spaces. */
function textOf(p: PublicProfile, now = NOW, language: Language = "en"): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === "fr" ? "/fr/therapeutes/ada-lovelace" : "/therapists/ada-lovelace"]}>
      <CatalogueProvider language={language} catalogue={catalogue(language, "profile")}>
        <InsuranceTab profile={p} coverage={coverageOf(p, now)} />
      </CatalogueProvider>
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

describe("the profile's Insurance tab", () => {
  it("lists the fees, the sliding scale, the consultation, the receipts' designation and each insurer's billing", () => {
    const text = textOf(profile());
    expect(text).toContain("Individual Session (50 min) $140");
    expect(text).toContain("Couples or Family Session $180");
    expect(text).toContain("Sliding scale from $80");
    expect(text).not.toContain("no spots open");
    expect(text).toContain("Free 15-minute consultation");
    expect(text).toContain("Receipts name RP");
    expect(text).toContain("Green Shield Direct billing · confirmed Nov 12, 2026");
    expect(text).toContain("Sun Life Direct billing · confirmed Nov 12, 2026");
    expect(text).toMatch(/Manulife (?!Direct)/);
    expect(text).toContain("Contact therapist for payment options and billing details");
    expect(text).toContain("How to use your benefits");
    expect(text).toContain("Check your plan's coverage for the RP designation");
  });

  it("keeps the insurers but makes no direct billing claim once the confirmation is 13 months old", () => {
    const text = textOf(profile({ directBillingConfirmedAt: Date.UTC(2025, 9, 29) }));
    expect(text).toContain("Green Shield");
    expect(text).toContain("Sun Life");
    expect(text).not.toContain("Direct billing ·");
    expect(text).not.toContain("confirmed");
  });

  it("says when the sliding scale has no spots open, and the spec's texts when nothing is stated", () => {
    expect(textOf(profile({ slidingScaleOpen: false }))).toContain(
      "Sliding scale from $80: no spots open at the moment",
    );
    const bare = textOf(profile({ ...NOTHING_STATED, rate: null, insuranceProviders: [], directBilling: [] }));
    expect(bare).toContain("Contact therapist for session fees.");
    expect(bare).toContain("Contact therapist for insurance information");
    expect(bare).not.toMatch(/Sliding scale|consultation|Receipts name|GST/);
    expect(bare).toContain("this therapist's designation");
    expect(textOf(profile({ sessionMinutes: 60 }))).toContain("Individual Session (60 min) $140");
  });

  it("states the GST/HST exemption only for RP, RP (Qualifying) and C.Psych.", () => {
    for (const designation of ["RP", "RP (Qualifying)", "C.Psych."] as const)
      expect(textOf(profile({ receiptDesignation: designation }))).toContain("exempt from GST/HST");
    for (const designation of ["RSW", "CCC", "C.Psych.Assoc.", null] as const)
      expect(textOf(profile({ receiptDesignation: designation }))).not.toContain("GST/HST");
  });

  it("is written in French on a French page: amounts, dates, the sliding scale and the GST/HST sentence", () => {
    const text = textOf(profile({ slidingScaleOpen: false }), NOW, "fr");
    expect(text).toContain("Séance individuelle (50 min) 140 $");
    expect(text).toContain("Échelle mobile dès 80 $ : aucune place libre pour le moment");
    expect(text).toContain("Consultation gratuite de 15 minutes");
    expect(text).toContain("Green Shield Facturation directe · confirmée le 12 nov. 2026");
    expect(text).toContain("exonérée de la TPS/TVH");
    expect(text).toContain("Utiliser votre assurance collective");
    expect(text).not.toMatch(/Session|Sliding|Direct billing|Contact therapist/);
    // the designation by its French title, never the English code
    expect(text).toContain("Reçus au titre de psychothérapeute autorisé(e) (PA)");
    const social = textOf(profile({ receiptDesignation: "RSW" }), NOW, "fr");
    expect(social).toContain("Reçus au titre de travailleuse sociale ou travailleur social inscrit (TSI)");
    expect(social).toContain("le titre travailleuse sociale ou travailleur social inscrit (TSI)");
    expect(social).not.toMatch(/\bRSW\b/);
  });
});
