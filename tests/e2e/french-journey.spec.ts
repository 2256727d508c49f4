import { appQuery } from "./app-database.ts";
import { expect, test } from "./app.ts";
import { fromOutbox } from "./outbox.ts";
import { waitForHydration } from "./hydration.ts";
import { readyToSend } from "./contact-form.ts";

// A French-speaking visitor's whole way to care, on a 375 px screen, with JavaScript on and off: from /fr,
// "Services en français" in one click, a search for "anxiete" (no accent) among listings whose sessions are held in
// French, a card saying so, the therapist's French profile, a message sent, the French acknowledgement and receipt,
// and the therapist's copy in the language of their own account (French here, whatever the page's).

const SMALL = { width: 375, height: 800 };
const countText = "#results [role=status]";

/** The first email to `to` whose subject starts with `start`, once the worker has sent it. */
async function sentSubject(to: string, start: string): Promise<string> {
  return fromOutbox((sent) => sent.find((m) => m.to.includes(to) && m.subject.startsWith(start))?.subject);
}

/** Whether a listing has no account yet: neither linked to one nor sharing its address with one. */
async function unclaimed(slug: string): Promise<boolean> {
  const rows = await appQuery(
    `SELECT 1 FROM therapists t WHERE t.slug = $1 AND t.user_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = lower(t.email))`,
    [slug],
  );
  return rows.length === 1;
}

/**
 * Gives an unclaimed listing a French-speaking account of its own, as signing in from a French page would (a
 * listing with an account is left alone: other tests read its owner's emails in the language they chose).
 */
async function frenchAccountFor(slug: string): Promise<string> {
  const [listing] = await appQuery<{ email: string }>("SELECT email FROM therapists WHERE slug = $1", [slug]);
  const [user] = await appQuery<{ id: string }>(
    "INSERT INTO users (email, role, language) VALUES ($1, 'user', 'fr') RETURNING id",
    [listing!.email.toLowerCase()],
  );
  await appQuery("UPDATE therapists SET user_id = $1 WHERE slug = $2", [user!.id, slug]);
  return listing!.email;
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`in French: "anxiete" among sessions in French, a profile, a message and its emails, ${mode}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: SMALL, javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto("/fr");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: "Services en français" }).click();
      await expect(page).toHaveURL(/\/fr\?language=fr$/);
      await expect(page.getByLabel("Langue des séances")).toHaveValue("fr");

      await page.getByLabel("Chercher par nom, préoccupation, approche ou ville").fill("anxiete");
      await page.getByRole("button", { name: "Chercher", exact: true }).click();
      await expect(page).toHaveURL(/\/fr\?(?=.*\blanguage=fr\b)(?=.*\bquery=anxiete\b)/);
      await expect(page.locator(countText)).toHaveText(/^\d+ sur \d+ thérapeutes correspondants/);
      await expect(page.getByLabel("Langue des séances")).toHaveValue("fr");

      // Every card found holds its sessions in French, and says so.
      const cards = page.locator("#results article");
      expect(await cards.count()).toBeGreaterThan(1);
      for (const line of await cards.locator(".languages").allTextContents())
        expect(line).toMatch(/^Séances (uniquement )?en français\b/);
      expect(await cards.locator(".languages").count()).toBe(await cards.count());

      // Of the listings found without an account yet, the first (with JavaScript) or the second (without).
      const links = cards.getByRole("heading").getByRole("link");
      const slugOf = async (i: number) =>
        /\/fr\/therapeutes\/([a-z0-9-]+)$/.exec((await links.nth(i).getAttribute("href")) ?? "")?.[1] ?? "";
      const free: number[] = [];
      for (let i = 0; i < (await links.count()) && free.length < 2; i++)
        if (await unclaimed(await slugOf(i))) free.push(i);
      expect(free).toHaveLength(2);
      const chosen = free[javaScriptEnabled ? 0 : 1]!;
      const link = links.nth(chosen);
      const name = ((await link.textContent()) ?? "").trim();
      const slug = await slugOf(chosen);
      const therapistEmail = await frenchAccountFor(slug);
      const [listed] = await appQuery<{ languages: string[] }>("SELECT languages FROM therapists WHERE slug = $1", [
        slug,
      ]);
      expect(listed!.languages).toContain("fr");

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/fr/therapeutes/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
      await page.getByRole("link", { name: "Écrire au thérapeute" }).click();
      const dialog = page.getByRole("dialog", { name: `Écrire à ${name}` });
      await expect(dialog).toBeVisible();
      const visitor = javaScriptEnabled
        ? { name: "Élise Parcours", email: "elise.parcours@example.org" }
        : { name: "Étienne Parcours", email: "etienne.parcours@example.org" };
      await dialog.getByLabel("Votre nom").fill(visitor.name);
      await dialog.getByLabel("Votre courriel").fill(visitor.email);
      await dialog.getByLabel("Message").fill("Bonjour, j’aimerais une séance en français au sujet de mon anxiété.");
      await readyToSend(page);
      await dialog.getByRole("button", { name: "Envoyer le message" }).click();

      const acknowledgement = `Votre message a été transmis à ${name.split(" ")[0]}, qui vous répondra sous peu.`;
      await expect(page.getByText(acknowledgement)).toBeVisible();
      expect(await sentSubject(visitor.email, "Votre message à")).toBe(`Votre message à ${name} a été envoyé`);
      // « d’Élise », « d’Étienne »: French elides de before a vowel
      expect(await sentSubject(therapistEmail, `Nouveau message d’${visitor.name}`)).toMatch(
        new RegExp(`^Nouveau message d’${visitor.name} par .+`),
      );
    } finally {
      await context.close();
    }
  });
}
