import { expect, test } from "./app.ts";
import { clickBelowServedCards, countText, directoryCounts, openDirectory } from "./directory-page.ts";

// The Ontario, city and issue pages: their links, counts and pagination, the 404, and opening them from the directory.

// Other spec files share the app (an admin approval adds a therapist), so the counts are read, not assumed.
const db = { total: 0, toronto: 0, ottawa: 0 };
test.beforeEach(async ({ request }) => {
  Object.assign(db, await directoryCounts(request));
});

test.describe("Ontario, city and issue pages", () => {
  test("/ontario links the 12 cities and the 8 specialties", async ({ page }) => {
    await page.goto("/ontario");
    await expect(page.getByRole("region", { name: "Browse by City" }).getByRole("link")).toHaveCount(12);
    const specialties = page.getByRole("region", { name: "Browse by Specialty" }).getByRole("link");
    await expect(specialties).toHaveCount(8);
    await expect(specialties.filter({ hasText: "LGBTQ2S+ Support" })).toHaveAttribute(
      "href",
      "/?specialty=LGBTQ2S%2B%20Support",
    );
    await expect(page.getByRole("link", { name: "Join as Therapist" }).last()).toHaveAttribute(
      "href",
      "/therapist/signup",
    );
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
    await clickBelowServedCards(page.getByLabel("Pagination").getByRole("link", { name: "Next" }));
    await expect(page).toHaveURL(/\/ontario\/toronto\?page=2$/);
    await expect(page.getByText(/^Page 2 of 2$/)).toBeVisible();
    await expect(page.locator("article")).toHaveCount(db.toronto - 24);
    await expect(page.getByLabel("Pagination").getByRole("link", { name: "Previous" })).toBeVisible();
    const nearby = page.getByRole("region", { name: "Nearby Cities" }).getByRole("link");
    await expect(nearby).toHaveText(["Therapists in Ottawa", "Therapists in Hamilton", "Therapists in London"]);
    await expect(page.getByRole("region", { name: "Find Help by Issue" }).getByRole("link")).toHaveCount(6);
  });

  test("a city that is not one of the 19 and lists no therapist says so, answered 404 and kept out of search engines", async ({
    page,
  }) => {
    const response = await page.goto("/ontario/lake-of-bays-east");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^CRPO-Registered Counsellors in Lake Of Bays East \| /);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No therapists found in Lake Of Bays East" })).toBeVisible();
    await page.getByRole("link", { name: "therapists who offer online sessions" }).click();
    await expect(page).toHaveURL(/\/\?virtualSessions=true$/);
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
