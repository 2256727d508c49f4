import { expect, test } from "./app.ts";
import { COMMON_VALUES } from "../../app/search/common-facets.ts";
import { countText, directoryCounts, specialtiesInDirectory } from "./directory-page.ts";

// What the server sends for the directory: the filter panel without JavaScript, the head and structured data,
// the sitemap and robots.txt.

// Other spec files share the app (an admin approval adds a therapist), so the counts are read, not assumed.
const db = { total: 0, toronto: 0, ottawa: 0 };
test.beforeEach(async ({ request }) => {
  Object.assign(db, await directoryCounts(request));
});

test.describe("the directory without JavaScript", () => {
  test("the filter panel is a plain form: posted, it lands on the search's URL, at the directory", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await page.getByLabel("City", { exact: true }).selectOption("Toronto");
    await page.getByLabel("Search by name, concern, approach or city").fill("anxiety");
    await page.getByLabel("Search by name, concern, approach or city").press("Enter");
    // at the directory (its filters, then the results), not at the top of the page
    await expect(page).toHaveURL(/\/\?query=anxiety&city=Toronto#directory$/);
    await expect(page.locator("#directory")).toBeInViewport();
    await expect(countText(page)).toHaveText(
      new RegExp(`^Showing \\d+ of \\d+ matching therapists \\(${db.total}\\+ total\\)$`),
    );
    await expect(page.locator("#results article").first()).toContainText("Toronto");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Toronto");
    await context.close();
  });

  test("the filter panel lists the common values; its link shows every value", async ({ browser, request }) => {
    const every = await specialtiesInDirectory(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const specialty = page.getByLabel("Specialty", { exact: true });
    await expect(specialty.locator("option")).toHaveCount(1 + COMMON_VALUES);
    await page.getByRole("link", { name: "Show all filter options" }).click();
    await expect(page).toHaveURL(/\/\?options=all#directory$/);
    await expect(specialty.locator("option")).toHaveCount(1 + every.length);
    const rarest = every.reduce((a, b) => (b.count < a.count ? b : a));
    await specialty.selectOption(rarest.value);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(countText(page)).toHaveText(
      `Showing ${Math.min(24, rarest.count)} of ${rarest.count} matching therapist${rarest.count === 1 ? "" : "s"} (${db.total}+ total)`,
    );
    await context.close();
  });
});

test.describe("head and structured data", () => {
  test("titles, canonical and previous/next links follow the filters and the page", async ({ page }) => {
    await page.goto("/?specialty=Anxiety&city=Toronto");
    await expect(page).toHaveTitle(/^Anxiety Therapists in Toronto \| /);
    await page.goto("/?page=2");
    await expect(page).toHaveTitle(/Page 2/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/\?page=3$/);
  });

  test("the directory carries parseable JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const nodes = scripts.flatMap(
      ([, , json]) => (JSON.parse(json ?? "") as { "@graph": { "@type": string }[] })["@graph"],
    );
    const byType = Object.fromEntries(nodes.map((node) => [node["@type"], node as Record<string, unknown>]));
    expect(Object.keys(byType).sort()).toEqual([
      "BreadcrumbList",
      "CollectionPage",
      "FAQPage",
      "ItemList",
      "Organization",
      "WebSite",
    ]);
    expect(JSON.stringify(byType.WebSite)).toContain("/?query={search_term_string}");
    expect(byType.ItemList?.itemListElement).toHaveLength(10);
    // the site's entities and the questions are the directory's own page's, not repeated on each of its searches
    const search = await (await request.get("/?city=Toronto")).text();
    const searchTypes = [...search.matchAll(/"@type":"([A-Za-z]+)"/g)].map(([, type]) => type);
    expect(searchTypes).toEqual(expect.arrayContaining(["CollectionPage", "ItemList", "BreadcrumbList"]));
    for (const type of ["FAQPage", "Organization", "WebSite"]) expect(searchTypes).not.toContain(type);
  });

  test("/sitemap.xml (an index of files) and /robots.txt", async ({ request }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("xml");
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const files = locs(await index.text()).map((loc) => new URL(loc).pathname);
    expect(files).toEqual(expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/therapists-1.xml"]));
    const sitemap = async () =>
      (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
    const xml = await sitemap();
    expect(xml).toContain("/ontario/toronto</loc>");
    expect(xml).toContain("/issues/grief</loc>");
    expect(xml).toContain("/pricing</loc>");
    expect(xml).toContain("/therapists/jordan-rivera</loc>");
    // Every listed profile, as many as the directory counts: both read again until no other spec file's approval or
    // deletion falls between the two reads.
    await expect
      .poll(async () => {
        const profiles = locs(await sitemap()).filter((loc) => loc.includes("/therapists/")).length;
        return profiles - (await directoryCounts(request)).total;
      })
      .toBe(0);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  });
});
