import type { APIRequestContext } from "@playwright/test";
import { SITE } from "../../app/site.ts";
import { expect, test } from "./app.ts";
import { fromOutbox } from "./outbox.ts";
import { waitForHydration } from "./hydration.ts";
import { readyToSend } from "./contact-form.ts";

// A therapist's profile and the blog in French on a 375 px screen, with JavaScript on and off: the Insurance tab,
// the contact dialog closed by Annuler, a message sent with its French acknowledgement; the French blog list finds
// the French post by "deuil", and the post's page marks its own words with its language.

const SMALL = { width: 375, height: 800 };
const FRENCH_POST = "Traverser le deuil, un jour à la fois";

/** The subject of the newest email to `to` whose subject starts with `start`, once the worker has sent it. */
async function subjectSent(to: string | null, start: string): Promise<string> {
  return fromOutbox(
    (sent) => sent.find((m) => (to === null || m.to.includes(to)) && m.subject.startsWith(start))?.subject,
  );
}

async function profileSlugs(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/")).text();
  return [...new Set([...html.matchAll(/href="\/therapists\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`a French profile: Insurance tab, Annuler, a message sent and acknowledged in French, ${mode}`, async ({
    browser,
    request,
  }) => {
    const slug = (await profileSlugs(request))[javaScriptEnabled ? 6 : 7];
    const context = await browser.newContext({ viewport: SMALL, javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto(`/fr/therapeutes/${slug}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      // the therapist's own bio, written in English, is marked as English on the French page (WCAG 3.1.2)
      await expect(page.locator("section[aria-labelledby='about-heading'] p")).toHaveAttribute("lang", "en-CA");
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const tabs = page.getByRole("tablist", { name: "Détails du profil" });
      await expect(tabs.getByRole("tab")).toHaveText(["Titres", "Articles", "Assurances", "Avis", "Adresse"]);
      await tabs.getByRole("tab", { name: "Assurances" }).click();
      await expect(page).toHaveURL(new RegExp(`/fr/therapeutes/${slug}\\?tab=insurance$`));
      await expect(page.getByRole("heading", { name: "Tarifs des séances" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Utiliser votre assurance collective" })).toBeVisible();

      const dialog = page.getByRole("dialog", { name: `Écrire à ${name}` });
      await page.getByRole("link", { name: "Écrire au thérapeute" }).click();
      await expect(dialog).toBeVisible();
      // a link to the page without the dialog before the scripts run, a button once they do
      await dialog.getByRole(javaScriptEnabled ? "button" : "link", { name: "Annuler", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/fr/therapeutes/${slug}\\?tab=insurance$`));

      await page.getByRole("link", { name: "Écrire au thérapeute" }).click();
      await expect(
        dialog.getByText("Envoyez un message pour prendre rendez-vous ou poser vos questions."),
      ).toBeVisible();
      await readyToSend(page);
      // Checked in the dialog with JavaScript, by the server without: the same French messages.
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(dialog.getByText("Veuillez entrer une adresse courriel valide")).toBeVisible();
      await expect(dialog.getByText("Veuillez entrer votre nom")).toBeVisible();
      const visitor = javaScriptEnabled
        ? { name: "Camille Avecscripts", email: "camille.avec@example.org" }
        : { name: "Camille Sansscripts", email: "camille.sans@example.org" };
      await dialog.getByLabel("Votre nom").fill(visitor.name);
      await dialog.getByLabel("Votre courriel").fill(visitor.email);
      await dialog.getByLabel("Message").fill("Bonjour, offrez-vous des rendez-vous en soirée?");
      // Without JavaScript the refused form came back with a new token, as young as the page it is on.
      if (!javaScriptEnabled) await readyToSend(page);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();
      const firstName = name.split(" ")[0];
      const acknowledgement = `Votre message a été transmis à ${firstName}, qui vous répondra sous peu.`;
      await expect(page.getByText(acknowledgement)).toBeVisible();
      if (javaScriptEnabled) {
        await expect(page.getByText("Message envoyé!", { exact: true })).toBeVisible();
        await expect(dialog).toBeHidden();
        // the toast's close button is named in French too
        await expect(page.locator("[data-sonner-toast] button[data-close-button]")).toHaveAccessibleName(
          "Fermer la notification",
        );
      } else {
        await expect(page.getByRole("status")).toHaveText(`Message envoyé! ${acknowledgement}`);
      }
      // The visitor's receipt in the language of the page they wrote from; the therapist's email in the
      // language of their account (the demo therapists' accounts are English).
      expect(await subjectSent(visitor.email, "Votre message à")).toBe(`Votre message à ${name} a été envoyé`);
      expect(await subjectSent(null, `New message from ${visitor.name}`)).toBe(
        `New message from ${visitor.name} via ${SITE.name}`,
      );
    } finally {
      await context.close();
    }
  });

  test(`the French blog list finds the French post by "deuil", and its page is marked fr-CA, ${mode}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: SMALL, javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto("/fr/blogue");
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogue sur la santé mentale");
      await page.getByRole("searchbox", { name: "Rechercher des articles" }).fill("deuil");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page).toHaveURL(/\/fr\/blogue\?query=deuil(&|$)/);
      const card = page.getByRole("article").filter({ hasText: FRENCH_POST });
      await expect(card.getByRole("heading")).toHaveAttribute("lang", "fr-CA");
      await card.getByRole("link", { name: /^Lire l’article/ }).click();
      await expect(page).toHaveURL(/\/fr\/blogue\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FRENCH_POST);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByRole("heading", { name: "À propos de l’auteur" })).toBeVisible();
      await page.getByRole("link", { name: "Retour au blogue" }).click();
      await expect(page).toHaveURL(/\/fr\/blogue$/);
    } finally {
      await context.close();
    }
  });
}
