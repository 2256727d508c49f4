import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { newAddress, SCRIPTS, signInAs } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";

// The French pages a therapist reaches from an email or the blog, at a phone's width, with JavaScript and without:
// the availability links' pages (Toujours exact; an update refused, then saved), the inquiry answer pages (one
// button each), and the post form (refused in French, then published), with the post's manage buttons.

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 120_000 });

const BODY = "Le deuil ne suit pas de calendrier. Chacun avance à son rythme, avec ses souvenirs et ses questions. ";

const slugOf = (title: string) => title.toLowerCase().replace(/ /g, "-");

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** A French-speaking therapist's approved listing, its availability confirmed 15 days ago. */
async function frenchListing() {
  const email = newAddress();
  const slug = `helene-roy-${Date.now()}`;
  const [row] = await appQuery<{ id: string }>(
    `WITH u AS (INSERT INTO users (email, language) VALUES ($1, 'fr') RETURNING id)
     INSERT INTO therapists (user_id, slug, first_name, last_name, email, specialties, therapy_types, city, province,
       status, accepting_clients, availability_confirmed_at)
     SELECT u.id, $2, 'Hélène', 'Roy', $1, '{Grief & Loss}', '{CBT}', 'Ottawa', 'ON', 'approved', 'yes',
       now() - interval '15 days' FROM u RETURNING id`,
    [email, slug],
  );
  return { email, slug, id: row!.id };
}

/** An emailed link's token for `purpose` and its subject, as the app issues them (only its hash is stored). */
async function linkToken(purpose: string, subjectId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await appQuery(
    `INSERT INTO action_links (token_hash, purpose, subject_id, expires_at, created_at)
     VALUES ($1, $2, $3, now() + interval '14 days', now())`,
    [createHash("sha256").update(token).digest("hex"), purpose, subjectId],
  );
  return token;
}

/** A message written in French to the listing, and the link of one of its answers. */
async function inquiryLink(therapistId: string, answer: string): Promise<string> {
  const [row] = await appQuery<{ id: string }>(
    `INSERT INTO contact_inquiries (therapist_id, name, email, message, language, created_at)
     VALUES ($1, 'Camille Gagnon', 'camille.gagnon@example.org', 'Bonjour, avez-vous de la place?', 'fr',
       now() - interval '3 days') RETURNING id`,
    [therapistId],
  );
  return `/fr/demande/${answer}?token=${await linkToken(`inquiry-${answer}`, row!.id)}`;
}

test("the availability links' French pages: Toujours exact with scripts, an update refused then saved without", async ({
  page,
}) => {
  const listing = await frenchListing();
  const confirm = `/fr/disponibilite/confirmer?token=${await linkToken("availability-confirm", listing.id)}`;
  await page.goto(`${appOrigin()}${confirm}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { name: "Confirmer vos disponibilités" })).toBeVisible();
  await expect(page.getByText("votre fiche indique : Accepte de nouveaux clients")).toBeVisible();
  await waitForHydration(page);
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Toujours exact" }).click();
  await expect(page.getByRole("heading", { name: "Disponibilités confirmées" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Accepte de nouveaux clients · confirmée aujourd’hui");
  await page.getByRole("link", { name: "Voir votre fiche" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/therapeutes/${listing.slug}$`));
  await page.goto(`${appOrigin()}${confirm}`);
  await expect(page.getByRole("alert")).toContainText("Ce lien a déjà servi");

  const update = `/fr/disponibilite/mettre-a-jour?token=${await linkToken("availability-update", listing.id)}`;
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${appOrigin()}${update}`);
      await expect(plain.getByRole("heading", { name: "Mettre à jour vos disponibilités" })).toBeVisible();
      await plain.getByLabel("Nouveaux clients").selectOption("waitlist");
      await plain.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
      await expect(plain.getByText("Indiquez à peu près combien de temps dure l’attente")).toBeVisible();
      await expectNoSideways(plain);
      await plain.getByLabel("Attente approximative").selectOption("2-6-weeks");
      await plain.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
      await expect(plain.getByRole("heading", { name: "Disponibilités mises à jour" })).toBeVisible();
      await expect(plain.getByRole("status")).toContainText("Liste d’attente · environ 2 à 6 semaines · confirmé");
    },
    { viewport: PHONE, signedIn: false },
  );
});

test("the inquiry answer pages in French: the visitor's 'no' with scripts, the therapist's 'replied' without", async ({
  page,
}) => {
  const listing = await frenchListing();
  await page.goto(`${appOrigin()}${await inquiryLink(listing.id, "heard-no")}`);
  await expect(page.getByRole("heading", { name: "Avez-vous eu une réponse?" })).toBeVisible();
  await expect(page.getByText("Vous avez écrit à Hélène Roy le")).toBeVisible();
  await waitForHydration(page);
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Non, je n’ai pas eu de réponse" }).click();
  await expect(page.getByRole("heading", { name: "Merci" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Votre réponse est enregistrée.");
  await expect(page.getByRole("link", { name: "Retour au répertoire" })).toHaveAttribute("href", "/fr");

  const replied = await inquiryLink(listing.id, "replied");
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${appOrigin()}${replied}`);
      await expect(plain.getByRole("heading", { name: "Marquer ce message comme répondu" })).toBeVisible();
      await expectNoSideways(plain);
      await plain.getByRole("button", { name: "J’ai répondu" }).click();
      await expect(plain.getByRole("heading", { name: "Message marqué comme répondu" })).toBeVisible();
      await expect(plain.getByRole("status")).toContainText("Merci : le message est marqué comme répondu.");
    },
    { viewport: PHONE, signedIn: false },
  );
});

/** Fills the French post form; `excerpt` as given, the slug from the title (by hand: without scripts it does not
 *  follow the title). */
async function fillPost(page: Page, title: string, excerpt: string) {
  await page.getByLabel("Titre *", { exact: true }).fill(title);
  await page.getByLabel("Adresse de l’article *", { exact: true }).fill(slugOf(title));
  await page.getByLabel("Spécialité *", { exact: true }).selectOption({ label: "Deuil et perte" });
  await page.getByLabel("Résumé *", { exact: true }).fill(excerpt);
  await page.getByLabel("Texte *", { exact: true }).fill(BODY.repeat(4));
}

test("a post written in French: refused then published with scripts and without; its manage buttons in French", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const listing = await frenchListing();
  const origin = await signInAs(page, listing.email, "/blog");
  const create = `${origin}/fr/blogue/articles/nouveau`;
  const excerpt = "Quelques repères pour traverser le deuil à son rythme, avec du soutien.";

  // With scripts: the browser's check refuses in French, then the post is published and the page goes to the blog.
  await page.goto(create);
  await expect(page.getByRole("heading", { name: "Rédiger un article" })).toBeVisible();
  await expect(page.getByLabel("Langue de l’article")).toHaveValue("fr");
  await waitForHydration(page);
  const scripted = `Traverser le deuil ${Date.now()}`;
  await fillPost(page, scripted, "Trop court.");
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.locator("#excerpt-error")).toHaveText("Le résumé doit compter au moins 50 caractères");
  await page.getByLabel("Résumé *", { exact: true }).fill(excerpt);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("L’article est publié et en ligne!")).toBeVisible(SCRIPTS);
  // published, the post itself, in French
  await expect(page).toHaveURL(new RegExp(`/fr/blogue/${slugOf(scripted)}$`));
  expect(errors).toEqual([]);

  // Without scripts: the server refuses in French, then the post is published and its page has its buttons.
  const title = `Vivre un deuil ${Date.now()}`;
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(create);
      await fillPost(plain, title, "Trop court.");
      await plain.getByRole("button", { name: "Publier" }).click();
      await expect(plain.locator("#excerpt-error")).toHaveText("Le résumé doit compter au moins 50 caractères");
      await plain.getByLabel("Résumé *", { exact: true }).fill(excerpt);
      await plain.getByRole("button", { name: "Publier" }).click();
      const slug = slugOf(title);
      await expect(plain).toHaveURL(new RegExp(`/fr/blogue/${slug}\\?saved=published$`));
      await expect(
        plain.getByRole("status").filter({ hasText: "L’article est publié et maintenant en ligne!" }),
      ).toBeVisible();
      await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectNoSideways(plain);
      await plain.getByRole("button", { name: "Retirer" }).click();
      await expect(plain.getByRole("button", { name: "Publier" })).toBeVisible();
      await plain.getByRole("link", { name: "Modifier", exact: true }).click();
      await expect(plain).toHaveURL(new RegExp(`/fr/blogue/${slug}/modifier$`));
      await expect(plain.getByRole("heading", { name: "Modifier l’article" })).toBeVisible();
      await expect(plain.getByText("Cet article est un brouillon")).toBeVisible();
    },
    { viewport: PHONE },
  );
});
