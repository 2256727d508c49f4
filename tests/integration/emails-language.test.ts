import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sessionStore } from "#app/auth/auth-state.server.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { action as requestLinkApi } from "#app/routes/api.auth.request-magic-link.ts";
import { action as loginAction } from "#app/routes/login.tsx";
import { SITE } from "#app/site.ts";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { appRequest, call, contextFor, createTestServices, latestToken, queuedEmailsTo } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { sendVisitorMessage } from "../support/visitor-message.ts";

// Emails are written in the language the person used: a sign-in link in the language of the page that asked for
// it (and the account keeps it once the link is used), a contact message's receipt in the language of the page it
// was sent from, and the therapist's emails in their account's language.

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 15);
let t: TestDatabase;
let services: AppServices;
/** Two listings, confirmed at T0, whose accounts speak English and French. */
let english = "";
let french = "";

const languageOf = (email: string) =>
  t.db.oneFirst(sql.type(z.object({ language: z.string() }))`SELECT language FROM users WHERE email = ${email}`);
const newUser = (email: string, language: "en" | "fr") =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email, language) VALUES (${email}, ${language}) RETURNING id`);
const newTherapist = (slug: string, email: string, userId: string) =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, user_id,
      availability_confirmed_at, accepting_clients, insurance_providers, direct_billing)
    VALUES (${slug}, 'Claude', 'Martel', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")},
      'approved', ${userId}, ${sql.timestamp(new Date(T0))}, 'yes', ${sql.array(["Sun Life", "Manulife"], "text")},
      ${sql.array(["Sun Life", "Manulife"], "text")})
    RETURNING id`);
const latestTo = async (email: string) => {
  const [latest] = await queuedEmailsTo(services, email);
  if (!latest) throw new Error(`no email to ${email}`);
  return latest;
};

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  english = await newTherapist("claude-en", "claude.en@example.com", await newUser("claude.en@example.com", "en"));
  french = await newTherapist("claude-fr", "claude.fr@example.com", await newUser("claude.fr@example.com", "fr"));
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the sign-in link", () => {
  const signIn = async (email: string) => {
    const session = await sessionStore(services).getSession();
    const token = await latestToken(services, email);
    const used = await signInWithMagicLink(services, {
      token,
      session,
      ip: "198.51.100.9",
      cookie: null,
      confirmed: true,
    });
    expect(used.ok).toBe(true);
  };

  it("asked from a French page arrives in French, and the account takes French once it is used", async () => {
    await call(
      loginAction,
      appRequest("/fr/connexion", { form: { email: "camille@example.org" } }),
      contextFor(services),
    );
    const email = await latestTo("camille@example.org");
    expect(email.subject).toBe("Votre lien de connexion au Répertoire canadien des thérapeutes");
    expect(email.text).not.toContain(SITE.name);
    expect(email.text).toContain("Cliquez sur le lien ci-dessous pour vous connecter");
    expect(email.text).toContain("Le lien expire dans 15 minutes");
    expect(email.text).toMatch(/^http:\/\/app\.test\/fr\/connexion\/verifier\?token=[A-Za-z0-9_-]+$/m);
    expect(email.text).not.toContain("/auth/verify");
    await signIn("camille@example.org");
    expect(await languageOf("camille@example.org")).toBe("fr");
  });

  it("asked from an English page arrives in English, and using it turns a French account English", async () => {
    await call(loginAction, appRequest("/login", { form: { email: "camille@example.org" } }), contextFor(services));
    const email = await latestTo("camille@example.org");
    expect(email.subject).toBe(`Your sign-in link for ${SITE.name}`);
    expect(email.text).toContain("Click the link below to sign in");
    expect(email.text).toMatch(/^http:\/\/app\.test\/auth\/verify\?token=[A-Za-z0-9_-]+$/m);
    await signIn("camille@example.org");
    expect(await languageOf("camille@example.org")).toBe("en");
  });

  it("takes the page's language from a form's hidden field, or from the API's `language`", async () => {
    const form = { email: "dominique@example.org", language: "fr" };
    await call(loginAction, appRequest("/login", { form }), contextFor(services));
    expect((await latestTo("dominique@example.org")).subject).toMatch(/^Votre lien de connexion/);
    const json = { email: "eloise@example.org", language: "fr" };
    await call(requestLinkApi, appRequest("/api/auth/request-magic-link", { json }), contextFor(services));
    expect((await latestTo("eloise@example.org")).subject).toMatch(/^Votre lien de connexion/);
  });
});

describe("a contact message", () => {
  const send = (therapistId: string, visitor: string, language?: string) =>
    sendVisitorMessage(services, { therapistId, visitor, language, now: T0 });

  it("sent from a French page: the visitor's receipt in French, the English-speaking therapist's email in English", async () => {
    expect((await send(english, "sam.fr@example.org", "fr")).kind).toBe("sent");
    const receipt = await latestTo("sam.fr@example.org");
    expect(receipt.subject).toBe("Votre message à Claude Martel a été envoyé");
    expect(receipt.text).toContain("Si vous êtes en crise, n’attendez pas de réponse : appelez ou textez le 988");
    expect(receipt.text).toContain("Le profil de Claude Martel : http");
    expect(receipt.text).toContain("— Répertoire canadien des thérapeutes");
    expect(receipt.text).not.toContain(SITE.name);
    const toTherapist = await latestTo("claude.en@example.com");
    expect(toTherapist.subject).toBe(`New message from Sam Visiteur via ${SITE.name}`);
    expect(toTherapist.text).toContain("Phone: not given");
    const stored = await t.db.oneFirst(sql.type(z.object({ language: z.string() }))`
      SELECT language FROM contact_inquiries WHERE email = 'sam.fr@example.org'`);
    expect(stored).toBe("fr");
  });

  it("sent from an English page to a French-speaking therapist: the receipt in English, the therapist's email in French", async () => {
    expect((await send(french, "sam.en@example.org")).kind).toBe("sent");
    const receipt = await latestTo("sam.en@example.org");
    expect(receipt.subject).toBe("Your message to Claude Martel was sent");
    expect(receipt.text).toContain("If you are in crisis, please don't wait for a reply: call or text 988");
    const toTherapist = await latestTo("claude.fr@example.com");
    expect(toTherapist.subject).toBe("Nouveau message de Sam Visiteur par le Répertoire canadien des thérapeutes");
    expect(toTherapist.text).not.toContain(SITE.name);
    expect(toTherapist.text).toContain("Téléphone : non fourni");
    expect(toTherapist.text).toContain("renseignements personnels sur la santé");
  });

  it("refuses a language other than en or fr with a field error, and sends nothing", async () => {
    const outcome = await send(english, "sam.xx@example.org", "de");
    expect(outcome).toEqual({ kind: "invalid", errors: { language: ["Language must be en or fr"] } });
    expect(await queuedEmailsTo(services, "sam.xx@example.org")).toEqual([]);
  });
});

describe("the availability reminder", () => {
  it("is written in the French account's language, with the direct billing sentence", async () => {
    const queued = await sendAvailabilityReminders(services, new Date(T0 + 14 * DAY));
    expect(queued).toBeGreaterThanOrEqual(2);
    const french = await latestTo("claude.fr@example.com");
    expect(french.subject).toBe("Votre disponibilité est-elle toujours exacte?");
    expect(french.text).toContain("Votre fiche sur le Répertoire canadien des thérapeutes indique");
    expect(french.text).not.toContain(SITE.name);
    expect(french.text).toContain("indique : Accepte de nouveaux clients (confirmée il y a 2 semaines).");
    expect(french.text).toContain(
      "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : Sun Life, Manuvie.",
    );
    const english = await latestTo("claude.en@example.com");
    expect(english.subject).toBe("Is your availability still accurate?");
    expect(english.text).toContain("says: Accepting new clients (confirmed 2 weeks ago).");
    expect(english.text).toContain("you bill these insurers directly: Sun Life, Manulife.");
  });
});

describe("an email job's payload", () => {
  it("carries its language; one queued before emails had a language is English", () => {
    const old = EmailMessage.parse({ to: "a@example.org", subject: "Hi", text: "x" });
    expect(old.language).toBe("en");
    expect(EmailMessage.safeParse({ to: "a@example.org", subject: "Hi", text: "x", language: "de" }).success).toBe(
      false,
    );
  });
});
