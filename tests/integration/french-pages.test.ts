import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWINS } from "#app/i18n/twins.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { APP_URL, directoryServices } from "../support/directory.ts";
import { ENGLISH_RUNS, englishIn, visibleText } from "../support/english-strings.ts";

// A crawler through the real HTTP application: every served French page (and a French address that names no
// page) answers in French: <html lang="fr-CA">, no run of words of the English catalogues in what a visitor
// reads or in its title, hreflang alternates pairing it with its English twin, and a switch to that twin.

let t: TestDatabase;
let server: AppServer;

beforeAll(async () => {
  t = await createTestDb();
  server = await startAppServer(directoryServices(t));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

const page = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );

/** Every routed page at one path, and pages under a routed prefix: a named city, and a search of the directory. */
const routed = [
  ...TWINS.filter((twin) => twin.routed),
  { en: "/ontario/toronto", fr: "/fr/ontario/toronto" },
  { en: "/ontario/kingston", fr: "/fr/ontario/kingston" },
];

describe("French pages", () => {
  it("has English runs to look for (the check cannot pass by finding nothing to check)", () => {
    expect(ENGLISH_RUNS.length).toBeGreaterThan(100);
    expect(englishIn("Please go back and try again.")).toEqual([]);
    expect(englishIn(visibleText("<body><p>Frequently asked questions</p><p>Can I cancel anytime?</p>"))).toEqual([
      "Can I cancel anytime?",
    ]);
  });

  it.each(routed)("$fr is in French, paired with $en both ways", async (twin) => {
    const french = await page(`${twin.fr}?ref=y`);
    expect(french.status).toBe(200);
    expect(french.html).toContain('<html lang="fr-CA">');
    expect(englishIn(visibleText(french.html))).toEqual([]);
    expect(englishIn(title(french.html))).toEqual([]);
    const pair = {
      "en-CA": `${APP_URL}${twin.en}`,
      "fr-CA": `${APP_URL}${twin.fr}`,
      "x-default": `${APP_URL}${twin.en}`,
    };
    expect(alternates(french.html)).toEqual(pair);
    expect(french.html).toMatch(new RegExp(`<a href="${twin.en}\\?ref=y" hrefLang="en-CA"`));

    const english = await page(`${twin.en}?ref=x`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en-CA">');
    expect(alternates(english.html)).toEqual(pair);
    expect(english.html).toMatch(new RegExp(`<a href="${twin.fr}\\?ref=x" hrefLang="fr-CA"`));
  });

  it("answers an unknown French address with the French 404 page", async () => {
    const missing = await page("/fr/nulle-part");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="fr-CA">');
    expect(visibleText(missing.html)).toContain("404 Page introuvable");
    expect(title(missing.html)).toBe("Page introuvable | Répertoire canadien des thérapeutes");
    expect(englishIn(visibleText(missing.html))).toEqual([]);
    expect(alternates(missing.html)).toEqual({});
  });

  it("searches the French directory with French words, its cards and filters in French", async () => {
    const search = await page("/fr?query=anxiete&acceptingClients=true");
    expect(search.status).toBe(200);
    const text = visibleText(search.html);
    expect(englishIn(text)).toEqual([]);
    expect(text).toMatch(/\d+ sur \d+ thérapeutes correspondants/);
    expect(text).toContain("Anxiété");
    expect(search.html).toContain('action="/fr"');
    expect(search.html).toContain('href="/fr?language=fr"');
    const issue = await page("/fr/enjeux/nulle-part");
    expect(issue.status).toBe(404);
    expect(visibleText(issue.html)).toContain("Enjeu introuvable");
  });

  it("leaves a page whose French twin is not served without a switch or alternates", async () => {
    const blog = await page("/blog");
    expect(blog.html).toContain('<html lang="en-CA">');
    expect(alternates(blog.html)).toEqual({});
    expect(blog.html).not.toContain('class="language-switch"');
  });
});
