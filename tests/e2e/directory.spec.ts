import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { COMMON_VALUES } from "../../app/search/common-facets.ts";
import { waitForHydration } from "./hydration.ts";

// The directory (/), the Ontario, city and issue pages, their structured data, the sitemap and robots.txt,
// against the demo data (280 approved therapists at first; Toronto has 42, Ottawa 18).

const countText = (page: Page) => page.locator("#results [role=status]");

// Other spec files share the app (an admin approval adds a therapist), so the counts are read, not assumed.
const db = { total: 0, toronto: 0, ottawa: 0 };
test.beforeEach(async ({ request }) => {
  const total = async (query: string) => ((await (await request.get(`/api/therapists?limit=1${query}`)).json()) as { total: number }).total;
  db.total = await total("");
  db.toronto = await total("&city=Toronto");
  db.ottawa = await total("&city=Ottawa");
});
/** The names on the result cards once no search is loading (Back changes the URL before its results arrive). */
async function cardNames(page: Page) {
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  await expect(countText(page)).not.toHaveText("Searching...");
  return page.locator("#results article h3").allTextContents();
}

/** Every specialty of the directory with its count, as the search API gives them (more than a page carries). */
async function specialtiesInDirectory(request: APIRequestContext) {
  const body = (await (await request.get("/api/therapists?limit=1")).json()) as { facets: { specialty: { value: string; count: number }[] } };
  expect(body.facets.specialty.length).toBeGreaterThan(COMMON_VALUES);
  return body.facets.specialty;
}

async function openDirectory(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents++;
  });
  return { documents: () => documents };
}

test.describe("the directory with JavaScript", () => {
  test("typing searches after a pause without reloading the page, and the URL follows", async ({ page }) => {
    const counter = await openDirectory(page);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    const before = await cardNames(page);
    await page.getByLabel("Search by name, concern, approach or city").pressSequentially("trauma", { delay: 40 });
    await expect(page).toHaveURL(/\/\?query=trauma$/);
    await expect(countText(page)).toHaveText(new RegExp(`^Showing \\d+ of \\d+ matching therapists \\(${db.total}\\+ total\\)$`));
    await expect(async () => expect(await cardNames(page)).not.toEqual(before)).toPass();
    await page.getByLabel("Search by name, concern, approach or city").press("End");
    await page.getByLabel("Search by name, concern, approach or city").pressSequentially(" toronto", { delay: 40 });
    await expect(page).toHaveURL(/\/\?query=trauma%20toronto$/);
    await expect(countText(page)).toHaveText(/^Showing \d+ of \d+ matching therapists/);
    const narrowed = (await countText(page).textContent()) ?? "";
    const matches = Number(/of (\d+) matching/.exec(narrowed)?.[1]);
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThanOrEqual(42);
    expect(counter.documents()).toBe(0);
  });

  test("choosing a filter updates the count text and every option's facet count", async ({ page }) => {
    const counter = await openDirectory(page);
    const accepting = page.getByText(/^Accepting New Clients \(\d+\)$/);
    const acceptingAll = await accepting.textContent();
    await page.getByLabel("City", { exact: true }).selectOption("Toronto");
    await expect(page).toHaveURL(/\/\?city=Toronto$/);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.toronto} matching therapists (${db.total}+ total)`);
    await expect(page.getByLabel("City", { exact: true }).locator("option:checked")).toHaveText(`Toronto (${db.toronto})`);
    await expect(accepting).not.toHaveText(acceptingAll ?? "");
    const specialtyOptions = await page.getByLabel("Specialty", { exact: true }).locator("option").allTextContents();
    expect(specialtyOptions[0]).toBe("All specialties");
    expect(specialtyOptions.slice(1).every((text) => /\(\d+\)$/.test(text))).toBe(true);
    const sum = specialtyOptions.slice(1).map((text) => Number(/\((\d+)\)$/.exec(text)?.[1]));
    expect(Math.max(...sum)).toBeLessThanOrEqual(42);
    await page.getByLabel("Virtual Sessions").check();
    await expect(page).toHaveURL(/\/\?city=Toronto&virtualSessions=true$/);
    await expect(page.getByRole("link", { name: "Clear All (2)" })).toBeVisible();
    expect(counter.documents()).toBe(0);
  });

  test("the filter panel loads every value with its count once it is in view", async ({ page, request }) => {
    const every = await specialtiesInDirectory(request);
    await openDirectory(page);
    const specialty = page.getByLabel("Specialty", { exact: true });
    await specialty.scrollIntoViewIfNeeded();
    await expect(specialty.locator("option")).toHaveCount(1 + every.length);
    const rarest = every.reduce((a, b) => (b.count < a.count ? b : a));
    await expect(specialty.locator("option", { hasText: `${rarest.value} (${rarest.count})` })).toHaveCount(1);
  });

  test("while results load, the count reads Searching... and the old cards stay, dimmed", async ({ page }) => {
    await openDirectory(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Sort by").selectOption("name");
    await expect(countText(page)).toHaveText("Searching...");
    await expect(page.locator("#results ul[aria-busy=true] article")).toHaveCount(24);
    await expect(page.getByTestId("placeholder-cards")).toHaveCount(0);
    release();
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await expect(page).toHaveURL(/\/\?sortBy=name$/);
  });

  test("no results: the message and hint; the next search shows placeholders while nothing else is there", async ({ page }) => {
    await openDirectory(page, "/?query=qqqzzzxxxwww");
    await expect(page.getByRole("heading", { name: "No therapists found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or clear the filters")).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Clear All (1)" }).click();
    await expect(countText(page)).toHaveText("Searching...");
    await expect(page.getByTestId("placeholder-cards").locator("li")).toHaveCount(6);
    release();
    await expect(page.locator("#results article")).toHaveCount(24);
    await expect(page.getByTestId("placeholder-cards")).toHaveCount(0);
  });

  test("page links move between pages in place, scroll to the results, and Back restores each step", async ({ page }) => {
    const counter = await openDirectory(page);
    const firstPage = await cardNames(page);
    await page.getByLabel("Pagination").getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.getByText(new RegExp(`^Page 2 of ${Math.ceil(db.total / 24)}$`))).toBeVisible();
    await expect(page.locator("#results-heading")).toBeInViewport();
    await expect(page.locator("#results-heading")).toBeFocused();
    let secondPage: string[] = [];
    await expect(async () => {
      secondPage = await cardNames(page);
      expect(secondPage).toHaveLength(24);
      expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    }).toPass();

    await page.getByLabel("City", { exact: true }).selectOption("Ottawa");
    await expect(page).toHaveURL(/\/\?city=Ottawa$/);
    await expect(countText(page)).toHaveText(`Showing ${db.ottawa} of ${db.ottawa} matching therapists (${db.total}+ total)`);
    await page.getByLabel("Specialty", { exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/\?specialty=.+&city=Ottawa$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/\?city=Ottawa$/);
    await expect(countText(page)).toHaveText(`Showing ${db.ottawa} of ${db.ottawa} matching therapists (${db.total}+ total)`);
    await expect(page.getByLabel("Specialty", { exact: true })).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await expect(async () => expect(await cardNames(page)).toEqual(secondPage)).toPass();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
    await page.goForward();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Ottawa");
    expect(counter.documents()).toBe(0);
  });

  test("Back after typing puts the earlier words back in the search box", async ({ page }) => {
    await openDirectory(page);
    const box = page.getByLabel("Search by name, concern, approach or city");
    await box.pressSequentially("grief", { delay: 40 });
    await expect(page).toHaveURL(/query=grief$/);
    await page.getByLabel("Price per session").selectOption("under-100");
    await expect(page).toHaveURL(/\/\?query=grief&price=under-100$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?query=grief$/);
    await expect(box).toHaveValue("grief");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveValue("");
  });

  test("Clear All removes every filter and shows how many there were", async ({ page }) => {
    await openDirectory(page, "/?city=Toronto&acceptingClients=true&query=anxiety");
    await expect(page.getByLabel("Search by name, concern, approach or city")).toHaveValue("anxiety");
    await page.getByRole("link", { name: "Clear All (3)" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await expect(page.getByLabel("Search by name, concern, approach or city")).toHaveValue("");
    await expect(page.getByLabel("Accepting New Clients")).not.toBeChecked();
    await expect(page.getByRole("link", { name: /^Clear All/ })).toHaveCount(0);
  });

  test("the Popular Searches and city links", async ({ page }) => {
    await openDirectory(page);
    const popular = page.getByRole("region", { name: "Popular Searches" });
    const expected = [
      ["Online Anywhere in Ontario", "/?virtualSessions=true"],
      ["Available This Week", "/?acceptingClients=true"],
      ["Student-Friendly", "/?issue=Academic%20Stress"],
      ["Low-Cost / Sliding Scale", "/?price=under-100"],
    ];
    for (const [name, href] of expected) await expect(popular.getByRole("link", { name })).toHaveAttribute("href", href ?? "");
    await popular.getByRole("link", { name: "Available This Week" }).click();
    await expect(page).toHaveURL(/\/\?acceptingClients=true$/);
    await expect(page.getByLabel("Accepting New Clients")).toBeChecked();
    await expect(countText(page)).toHaveText(new RegExp(`^Showing 24 of \\d+ matching therapists \\(${db.total}\\+ total\\)$`));
    await popular.getByRole("link", { name: "Low-Cost / Sliding Scale" }).click();
    await expect(page.getByLabel("Price per session").locator("option:checked")).toHaveText(/^Under \$100 \(\d+\)$/);
    await popular.getByRole("link", { name: "Student-Friendly" }).click();
    await expect(page.getByLabel("Issue", { exact: true })).toHaveValue("Academic Stress");

    const cities = page.getByRole("region", { name: "Find Therapists by City" }).getByRole("link");
    await expect(cities).toHaveCount(12);
    await expect(cities.first()).toHaveAttribute("href", "/ontario/toronto");
    await expect(cities.last()).toHaveAttribute("href", "/ontario/st-catharines");
  });
});

test.describe("the directory without JavaScript", () => {
  test("the filter panel is a plain GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await page.getByLabel("City", { exact: true }).selectOption("Toronto");
    await page.getByLabel("Search by name, concern, approach or city").fill("anxiety");
    await page.getByLabel("Search by name, concern, approach or city").press("Enter");
    await expect(page).toHaveURL(/[?&]city=Toronto/);
    await expect(page).toHaveURL(/[?&]query=anxiety/);
    await expect(countText(page)).toHaveText(new RegExp(`^Showing \\d+ of \\d+ matching therapists \\(${db.total}\\+ total\\)$`));
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
    await expect(countText(page)).toHaveText(`Showing ${Math.min(24, rarest.count)} of ${rarest.count} matching therapists (${db.total}+ total)`);
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

  test("the directory carries parseable JSON-LD with the CSP nonce", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toMatch(/nonce="[A-Za-z0-9+/=]+"/);
    const nodes = scripts.flatMap(([, , json]) => (JSON.parse(json ?? "") as { "@graph": { "@type": string }[] })["@graph"]);
    const byType = Object.fromEntries(nodes.map((node) => [node["@type"], node as Record<string, unknown>]));
    expect(Object.keys(byType).sort()).toEqual(["BreadcrumbList", "CollectionPage", "FAQPage", "ItemList", "Organization", "WebSite"]);
    expect(JSON.stringify(byType.WebSite)).toContain("/?query={search_term_string}");
    expect(byType.ItemList?.itemListElement).toHaveLength(10);
  });

  test("/sitemap.xml and /robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    expect(xml).toContain("/ontario/toronto</loc>");
    expect(xml).toContain("/issues/grief</loc>");
    expect(xml).toContain("/therapists/jordan-rivera</loc>");
    expect(xml.match(/<loc>[^<]*\/therapists\//g)).toHaveLength(db.total);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  });
});

test.describe("Ontario, city and issue pages", () => {
  test("/ontario links the 12 cities and the 8 specialties", async ({ page }) => {
    await page.goto("/ontario");
    await expect(page.getByRole("region", { name: "Browse by City" }).getByRole("link")).toHaveCount(12);
    const specialties = page.getByRole("region", { name: "Browse by Specialty" }).getByRole("link");
    await expect(specialties).toHaveCount(8);
    await expect(specialties.filter({ hasText: "LGBTQ2S+ Support" })).toHaveAttribute("href", "/?specialty=LGBTQ2S%2B%20Support");
    await expect(page.getByRole("link", { name: "Join as Therapist" }).last()).toHaveAttribute("href", "/therapist/signup");
  });

  test("/ontario/toronto: heading, count, name order and pagination", async ({ page }) => {
    await page.goto("/ontario/toronto");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRPO-Registered Counsellors in Toronto");
    await expect(page.getByText(`${db.toronto} professionals in Toronto`)).toBeVisible();
    expect(db.toronto).toBeGreaterThan(24);
    expect(db.toronto).toBeLessThanOrEqual(48);
    await expect(page.getByText(/^Page 1 of 2$/)).toBeVisible();
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/ontario\/toronto\?page=2$/);
    const firstPage = await page.locator("article h3").allTextContents();
    expect(firstPage).toHaveLength(24);
    await page.getByLabel("Pagination").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/ontario\/toronto\?page=2$/);
    await expect(page.getByText(/^Page 2 of 2$/)).toBeVisible();
    await expect(page.locator("article")).toHaveCount(db.toronto - 24);
    await expect(page.getByLabel("Pagination").getByRole("link", { name: "Previous" })).toBeVisible();
    const nearby = page.getByRole("region", { name: "Nearby Cities" }).getByRole("link");
    await expect(nearby).toHaveText(["Therapists in Ottawa", "Therapists in Hamilton", "Therapists in London"]);
    await expect(page.getByRole("region", { name: "Find Help by Issue" }).getByRole("link")).toHaveCount(6);
  });

  test("an unknown city slug is capitalised word by word", async ({ page }) => {
    const response = await page.goto("/ontario/lake-of-bays-east");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRPO-Registered Counsellors in Lake Of Bays East");
    await expect(page.getByText("No therapists found in Lake Of Bays East")).toBeVisible();
  });

  test("/issues/anxiety: its texts, therapists and links", async ({ page }) => {
    await page.goto("/issues/anxiety");
    await expect(page).toHaveTitle(/^Anxiety Therapists in Ontario \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Therapists for Anxiety in Ontario");
    await expect(page.getByRole("heading", { name: "Treatment Approaches" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How We Help" })).toBeVisible();
    await expect(page.locator("article")).toHaveCount(24);
    const related = page.getByRole("region", { name: "Related Specialties" }).getByRole("link");
    await expect(related).toHaveCount(5);
    await expect(related.filter({ hasText: "Anxiety" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Find Therapists by City" }).getByRole("link")).toHaveCount(12);
  });

  test("/issues/nope answers 404 with Issue Not Found", async ({ page }) => {
    const response = await page.goto("/issues/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Issue Not Found");
    await expect(page.getByText("The issue you're looking for doesn't exist.")).toBeVisible();
  });

  test("city and issue pages open from the directory in place, without console errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const counter = await openDirectory(page);
    await page.getByRole("region", { name: "Find Therapists by City" }).getByRole("link", { name: "Hamilton" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRPO-Registered Counsellors in Hamilton");
    await expect(page).toHaveTitle(/^CRPO-Registered Counsellors in Hamilton \| /);
    await page.getByRole("region", { name: "Find Help by Issue" }).getByRole("link", { name: "Grief & Loss" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grief and Loss Therapists in Ontario");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    expect(counter.documents()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("on a 375 px screen no page scrolls sideways", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    for (const path of ["/", "/?specialty=Anxiety", "/ontario", "/ontario/toronto", "/issues/anxiety"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
