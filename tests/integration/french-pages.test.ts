import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twinPaths, TWINS, type Twin } from "#app/i18n/twins.ts";
import { linkedPages } from "../support/french-linked-pages.ts";
import type { AppServices } from "#app/context.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { APP_URL, directoryServices, NOW, createDirectoryDb } from "../support/directory.ts";
import { ENGLISH_RUNS, englishIn, visibleText } from "../support/english-strings.ts";
import { signedInCookie } from "../support/auth.ts";
import { FRENCH_VALUE_NAMES } from "#app/reference/french-value-names.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";

// A crawler through the real HTTP application: every served French page (and a French address that names no
// page) answers in French: <html lang="fr-CA">, no run of words of the English catalogues in what a visitor
// reads or in its title, hreflang alternates pairing it with its English twin, and a switch to that twin.

let t: TestDatabase;
let server: AppServer;
let services: AppServices;
/** The demo therapist signed in: an approved listing with articles, messages and Featured payments. */
let therapist = "";

beforeAll(async () => {
  t = await createDirectoryDb();
  await postgresSearchEngine(t.db, () => NOW.getTime()).rebuildBlog();
  services = directoryServices(t);
  server = await startAppServer(services);
  therapist = await signedInCookie(services, DEMO_THERAPIST_EMAIL);
  await t.db.query(sql.unsafe`
    INSERT INTO featured_payments (user_id, provider_payment_id, amount, status, kind, created_at)
    SELECT id, 'in_fr_' || n, 999, s, k::text, ${sql.timestamp(NOW)} FROM users,
      (VALUES (1, 'paid', 'first'), (2, 'paid', 'renewal')) AS p (n, s, k)
    WHERE email = ${DEMO_THERAPIST_EMAIL}`);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, html: await response.text() };
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );

/** Served pages under a prefix whose last segment is a name: a listed therapist's profile, a French post. */
async function namedPages(): Promise<Twin[]> {
  const api = async (path: string) =>
    (await fetch(`http://127.0.0.1:${server.port}${path}`)).json() as Promise<unknown>;
  const { therapists } = (await api("/api/therapists?limit=1")) as { therapists: { slug: string }[] };
  const { posts } = (await api("/api/blog-posts?language=fr&limit=1")) as { posts: { slug: string }[] };
  const paths = [`/therapists/${therapists[0]?.slug}`, `/blog/${posts[0]?.slug}`];
  return paths.map((path) => twinPaths(path)).filter((twin) => twin?.routed === true) as Twin[];
}

/** Served twins that send a signed-out visitor on to the sign-in page, or that need an emailed link's token:
 *  checked on their own below. */
const PASSAGES = new Set([
  "/join",
  "/therapist/edit-profile",
  "/therapist/dashboard",
  "/account",
  "/blog/create",
  "/availability/confirm",
  "/availability/update",
]);
/** Every routed page at one path, and city pages under their routed prefix (one with listings, one without). */
const routed = [
  ...TWINS.filter((twin) => twin.routed && !PASSAGES.has(twin.en)),
  { en: "/ontario/toronto", fr: "/fr/ontario/toronto", routed: true },
  { en: "/ontario/kingston", fr: "/fr/ontario/kingston", routed: true },
];

describe("French pages", () => {
  it("has English runs to look for (the check cannot pass by finding nothing to check)", () => {
    expect(ENGLISH_RUNS.length).toBeGreaterThan(100);
    expect(englishIn("Please go back and try again.")).toEqual([]);
    expect(englishIn(visibleText("<body><p>Frequently asked questions</p><p>Can I cancel anytime?</p>"))).toEqual([
      "Can I cancel anytime?",
    ]);
  });

  /** The pair checked both ways; `query` is the address's query string (kept by the switch), `cookie` a session. */
  const check = async (twin: Twin, { query = "", cookie }: { query?: string; cookie?: string } = {}) => {
    const [fr, en] = query ? [query, query] : ["ref=y", "ref=x"];
    const french = await page(`${twin.fr}?${fr}`, cookie);
    expect(french.status, twin.fr).toBe(200);
    expect(french.html).toMatch(/<html lang="fr-CA"[ >]/);
    expect(englishIn(visibleText(french.html)), twin.fr).toEqual([]);
    expect(englishIn(title(french.html))).toEqual([]);
    const pair = {
      "en-CA": `${APP_URL}${twin.en}`,
      "fr-CA": `${APP_URL}${twin.fr}`,
      "x-default": `${APP_URL}${twin.en}`,
    };
    expect(alternates(french.html)).toEqual(pair);
    expect(french.html).toMatch(new RegExp(`<a href="${twin.en}\\?${fr}" hrefLang="en-CA"`));

    const english = await page(`${twin.en}?${en}`, cookie);
    expect(english.status, twin.en).toBe(200);
    expect(english.html).toMatch(/<html lang="en-CA"[ >]/);
    expect(alternates(english.html)).toEqual(pair);
    expect(english.html).toMatch(new RegExp(`<a href="${twin.fr}\\?${en}" hrefLang="fr-CA"`));
    return french.html;
  };

  it.each(routed)("$fr is in French, paired with $en both ways", async (twin) => {
    await check(twin);
  });

  it("serves a therapist's profile and a post in French, paired with their English pages both ways", async () => {
    const pages = await namedPages();
    expect(pages.map((twin) => twin.fr)).toEqual([
      expect.stringMatching(/^\/fr\/therapeutes\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/fr\/blogue\/[a-z0-9-]+$/),
    ]);
    for (const twin of pages) await check(twin);
  });

  it("serves the pages of emailed links and the post form in French, with their token or session", async () => {
    const pages = await linkedPages(services, DEMO_THERAPIST_EMAIL);
    expect(pages.map((linked) => linked.twin.fr)).toEqual([
      "/fr/disponibilite/confirmer",
      "/fr/disponibilite/mettre-a-jour",
      "/fr/demande/replied",
      "/fr/demande/heard-yes",
      "/fr/demande/heard-no",
      "/fr/demande/followups-off",
      "/fr/blogue/articles/nouveau",
      "/fr/blogue/brouillon-sur-le-deuil/modifier",
    ]);
    const shown: string[] = [];
    for (const linked of pages) shown.push(visibleText(await check(linked.twin, linked)));
    expect(shown[0]).toContain("Est-ce toujours exact?");
    expect(shown[1]).toContain("que doit indiquer votre fiche?");
    expect(shown[4]).toContain("Avez-vous eu une réponse?");
    expect(shown[6]).toContain("Rédiger un article");
    expect(shown[7]).toContain("Enregistrer le brouillon");
  });

  it("sends a signed-out visitor of the French post form to sign in, and back to it after", async () => {
    const form = "/fr/blogue/articles/nouveau";
    const response = await fetch(`http://127.0.0.1:${server.port}${form}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent(form)}`);
  });

  it("sends a signed-out visitor of /fr/rejoindre to the French sign-in page, and of /join to the English one", async () => {
    expect(
      (await fetch(`http://127.0.0.1:${server.port}/fr/rejoindre`, { redirect: "manual" })).headers.get("location"),
    ).toBe("/fr/connexion");
    expect((await fetch(`http://127.0.0.1:${server.port}/join`, { redirect: "manual" })).headers.get("location")).toBe(
      "/login",
    );
  });

  it("sends a signed-out visitor of the French profile editor to sign in, and back to it after", async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/fr/therapeute/modifier-le-profil`, {
      redirect: "manual",
    });
    const login = response.headers.get("location") ?? "";
    expect(login).toBe(`/api/login?returnTo=${encodeURIComponent("/fr/therapeute/modifier-le-profil")}`);
    const entry = await fetch(`http://127.0.0.1:${server.port}${login}`, { redirect: "manual" });
    expect(entry.headers.get("location")).toBe("/fr/connexion");
  });

  it("shows a signed-in therapist the dashboard in French, paired with the English dashboard both ways", async () => {
    const dashboard = { en: "/therapist/dashboard", fr: "/fr/therapeute/tableau-de-bord", routed: true };
    await check(dashboard, { cookie: therapist });
    const text = visibleText((await page("/fr/therapeute/tableau-de-bord", therapist)).html);
    for (const words of ["Mon profil de thérapeute", "Historique des paiements", "Payé (renouvellement)"])
      expect(text).toContain(words);
    expect(text).toMatch(/9,99 \$ CA/);
    expect(text).toContain("Mes articles");
    expect(text).toContain("Marquer comme répondu");
    expect(text).toContain("Toujours exact");
  });

  it("shows a signed-in therapist their data and account page in French, paired with the English page both ways", async () => {
    await check({ en: "/account", fr: "/fr/compte", routed: true }, { cookie: therapist });
    const text = visibleText((await page("/fr/compte", therapist)).html);
    for (const words of ["Télécharger mes données", "Supprimer mon compte", "est annulé immédiatement", "7 ans"])
      expect(text).toContain(words);
    expect((await page("/fr/therapeute/tableau-de-bord", therapist)).html).toContain('href="/fr/compte"');
  });

  it("names the listed values of the French profile forms in French: specialties, approaches, insurers, provinces", async () => {
    const englishNames = Object.keys(FRENCH_VALUE_NAMES).filter((name) => FRENCH_VALUE_NAMES[name] !== name);
    const listed = (html: string) => [
      ...[...html.matchAll(/<label[^>]*><input type="checkbox"[^>]*>([^<]+)<\/label>/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<option value="[A-Z]{2}"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]!),
    ];
    const applicant = await signedInCookie(services, "candidate.fr@example.com");
    for (const [path, cookie] of [
      ["/fr/therapeute/inscription?plan=free", applicant],
      ["/fr/therapeute/modifier-le-profil", therapist],
    ] as const) {
      const shown = listed((await page(path, cookie)).html);
      expect(shown.length, path).toBeGreaterThan(250);
      expect(
        shown.filter((name) => englishNames.includes(name)),
        path,
      ).toEqual([]);
      for (const name of ["Anxiété", "TCC (thérapie cognitivo-comportementale)", "Autre assurance privée", "Québec"])
        expect(shown, `${path}: ${name}`).toContain(name);
    }
    const english = listed((await page("/therapist/signup?plan=free", applicant)).html);
    for (const name of ["Anxiety", "Other Private Insurance", "Quebec"]) expect(english).toContain(name);
  });

  it("sends a signed-out visitor of the French dashboard to sign in in French, and back to it after", async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/fr/therapeute/tableau-de-bord`, {
      redirect: "manual",
    });
    const login = response.headers.get("location") ?? "";
    expect(login).toBe(`/api/login?returnTo=${encodeURIComponent("/fr/therapeute/tableau-de-bord")}`);
    const entry = await fetch(`http://127.0.0.1:${server.port}${login}`, { redirect: "manual" });
    expect(entry.headers.get("location")).toBe("/fr/connexion");
  });

  it("names the site in French in a French post's head and in the French not-found pages' titles", async () => {
    const site = "Répertoire canadien des thérapeutes";
    const ogSiteName = (html: string) => /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const first = async (language: string) => {
      const answer = await fetch(`http://127.0.0.1:${server.port}/api/blog-posts?language=${language}&limit=1`);
      return ((await answer.json()) as { posts: { slug: string }[] }).posts[0]?.slug;
    };
    // A French post, and an English one shown as written on a French page.
    for (const slug of [await first("fr"), await first("en")]) {
      const shown = await page(`/fr/blogue/${slug}`);
      expect(shown.status, slug).toBe(200);
      expect(title(shown.html)).toMatch(new RegExp(` \\| ${site}$`));
      expect(ogSiteName(shown.html)).toBe(site);
      expect(description(shown.html)).not.toMatch(/\bBy /);
      // Its structured data too: the publisher in French, the crumbs and the article at their French addresses.
      const ld = JSON.parse(
        /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(shown.html)?.[1] ?? "{}",
      );
      const [article, crumbs] = ld["@graph"] as [
        { url: string; publisher: { name: string } },
        { itemListElement: { name: string; item: string }[] },
      ];
      expect(article.publisher.name).toBe(site);
      expect(article.url).toBe(`${APP_URL}/fr/blogue/${slug}`);
      expect(crumbs.itemListElement.slice(0, 2).map((crumb) => [crumb.name, crumb.item])).toEqual([
        ["Répertoire", `${APP_URL}/fr`],
        ["Blogue", `${APP_URL}/fr/blogue`],
      ]);
    }
    const missingPost = await page("/fr/blogue/nulle-part");
    expect(missingPost.status).toBe(404);
    expect(title(missingPost.html)).toBe(`Article introuvable | ${site}`);
    const missingTherapist = await page("/fr/therapeutes/nulle-part");
    expect(missingTherapist.status).toBe(404);
    expect(title(missingTherapist.html)).toBe(`Thérapeute introuvable | ${site}`);
    expect(title((await page("/therapists/nowhere")).html)).toMatch(/ \| Canadian Therapist Directory$/);
  });

  it("names credential badges in French on French cards and profiles, in English on English ones", async () => {
    const english = ["CRPO-Registered", "Registered Social Worker", "Registered Psychologist", "CCPA Member"];
    const french =
      /Membre de l'OPAO|Travail social — membre de l'OTSTTSO|Psychologue — membre de l'Ordre|Membre de l'ACCP/;
    for (const path of ["/fr", "/fr/ontario/toronto", "/fr/enjeux/anxiete"]) {
      const text = visibleText((await page(path)).html);
      expect(text, path).toMatch(french);
      for (const badge of english) expect(text, path).not.toContain(badge);
    }
    const { therapists } = (await (
      await fetch(`http://127.0.0.1:${server.port}/api/therapists?query=RP&limit=1`)
    ).json()) as { therapists: { slug: string; credentials: string }[] };
    const slug = therapists[0]?.slug;
    const profile = visibleText((await page(`/fr/therapeutes/${slug}`)).html);
    expect(profile, slug).toMatch(french);
    for (const badge of english) expect(profile, slug).not.toContain(badge);
    expect(visibleText((await page(`/therapists/${slug}`)).html)).toMatch(new RegExp(english.join("|")));
  });

  it("writes a rating with a decimal comma on French cards and profiles, and a decimal point on English ones", async () => {
    const { therapists } = (await (
      await fetch(`http://127.0.0.1:${server.port}/api/therapists?sortBy=rating&limit=1`)
    ).json()) as { therapists: { slug: string; rating: number }[] };
    const top = therapists[0]!;
    expect(top.rating).toBeGreaterThan(0);
    const point = top.rating.toFixed(1);
    const comma = point.replace(".", ",");
    const card = visibleText((await page("/fr?sortBy=rating")).html);
    expect(card).toContain(`${comma} sur 5 étoiles`);
    expect(card).not.toContain(`${point} sur 5 étoiles`);
    const profile = (await page(`/fr/therapeutes/${top.slug}`)).html;
    expect(visibleText(profile)).toContain(`${comma} (`);
    expect(visibleText(profile)).not.toContain(`${point} (`);
    expect(profile).toContain(`aria-label="${comma} étoiles sur 5"`);
    expect(visibleText((await page("/?sortBy=rating")).html)).toContain(`${point} out of 5 stars`);
    const english = (await page(`/therapists/${top.slug}`)).html;
    expect(visibleText(english)).toContain(`${point} (`);
    expect(english).toContain(`aria-label="${point} out of 5 stars"`);
  });

  it("answers an unknown French address with the French 404 page", async () => {
    const missing = await page("/fr/nulle-part");
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="fr-CA"[ >]/);
    expect(visibleText(missing.html)).toContain("404 Page introuvable");
    expect(title(missing.html)).toBe("Page introuvable | Répertoire canadien des thérapeutes");
    expect(englishIn(visibleText(missing.html))).toEqual([]);
    expect(alternates(missing.html)).toEqual({});
  });

  it("answers a town with no listing 404, kept out of search engines, with its empty state in its language", async () => {
    for (const [path, none] of [
      ["/ontario/nowhere-town", "No therapists found in Nowhere Town"],
      ["/fr/ontario/nowhere-town", "Aucun thérapeute trouvé à Nowhere Town"],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { redirect: "manual" });
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(visibleText(html), path).toContain(none);
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(alternates(html), path).toEqual({});
    }
  });

  it("names the organisation and the site in French in the French home page's structured data", async () => {
    const home = await page("/fr");
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(home.html)?.[1] ?? "{}");
    const nodes = ld["@graph"] as { "@type": string; name?: string; description?: string }[];
    const named = (type: string) => nodes.find((node) => node["@type"] === type);
    expect(named("Organization")?.name).toBe("Répertoire canadien des thérapeutes");
    expect(named("Organization")?.description).not.toMatch(/\b(Find|licensed|across)\b/);
    expect(named("WebSite")?.name).toBe("Répertoire canadien des thérapeutes");
  });

  it("searches the French directory with French words, its cards and filters in French", async () => {
    const search = await page("/fr?query=anxiete&acceptingClients=true");
    expect(search.status).toBe(200);
    const text = visibleText(search.html);
    expect(englishIn(text)).toEqual([]);
    expect(text).toMatch(/\d+ sur \d+ thérapeutes correspondants/);
    expect(text).toContain("Anxiété");
    // The insurance filter names the choices that are no insurer's own name in French.
    const insured = visibleText((await page("/fr?insuranceProvider=Other%20Private%20Insurance")).html);
    expect(insured).toMatch(/Autre assurance privée \(\d+\)/);
    expect(insured).not.toContain("Other Private Insurance");
    expect(search.html).toContain('action="/fr"');
    expect(search.html).toContain('href="/fr?language=fr"');
    const issue = await page("/fr/enjeux/nulle-part");
    expect(issue.status).toBe(404);
    expect(visibleText(issue.html)).toContain("Enjeu introuvable");
  });

  it("pairs a later page or a search with its twin's same page or search, and a page not found with none", async () => {
    for (const [path, en, fr] of [
      ["/ontario/toronto?page=2&utm_source=x", "/ontario/toronto?page=2", "/fr/ontario/toronto?page=2"],
      ["/fr?city=Toronto&ref=y", "/?city=Toronto", "/fr?city=Toronto"],
    ] as const) {
      expect(alternates((await page(path)).html), path).toEqual({
        "en-CA": `${APP_URL}${en}`,
        "fr-CA": `${APP_URL}${fr}`,
        "x-default": `${APP_URL}${en}`,
      });
    }
    for (const path of ["/therapists/nobody-here", "/fr/blogue/nope"]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(alternates(missing.html), path).toEqual({});
    }
    // The prose pages name their own address as canonical, as every other page does.
    for (const path of ["/privacy-policy", "/fr/conditions-d-utilisation", "/fr/nous-joindre"]) {
      const served = await page(path);
      expect(served.status, path).toBe(200);
      expect(served.html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${path}"`));
    }
  });

  it("leaves a page with no served French twin without a switch or alternates", async () => {
    // An English address that names no page has no French twin.
    const answer = await page("/no-such-page?token=not-a-token");
    expect(answer.html).toMatch(/<html lang="en-CA"[ >]/);
    expect(alternates(answer.html)).toEqual({});
    expect(answer.html).not.toContain('class="language-switch"');
  });
});
