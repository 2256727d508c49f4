import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./app.ts";
import { cardNames, countText } from "./directory-page.ts";
import { waitForHydration } from "./hydration.ts";

// Searching in French, with and without JavaScript: "anxiete" on the directory's home finds the listings "anxiety"
// finds (same count, same first cards, no correction shown); the blog's list finds the demo's French post about
// grief by "deuil", and its Language select keeps only the French posts.

const FRENCH_POST = "Traverser le deuil, un jour à la fois";

/** The total and the first page's names the search API gives for a query (other spec files may change them). */
async function apiSearch(request: APIRequestContext, query: string) {
  const body = (await (await request.get(`/api/therapists?query=${query}`)).json()) as {
    total: number;
    totalInDatabase: number;
    therapists: { firstName: string; lastName: string }[];
  };
  return { ...body, names: body.therapists.map((t) => `${t.firstName} ${t.lastName}`) };
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`"anxiete" on the home page finds the anxiety listings, ${mode}`, async ({ browser, request }) => {
    const english = await apiSearch(request, "anxiety");
    expect(english.total).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/");
    if (javaScriptEnabled) await waitForHydration(page);
    const box = page.getByLabel("Search by name, concern, approach or city");
    await box.fill("anxiete");
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]query=anxiete/);
    await expect(countText(page)).toHaveText(
      `Showing 24 of ${english.total} matching therapists (${english.totalInDatabase}+ total)`,
    );
    const names = await cardNames(page);
    english.names.slice(0, 5).forEach((name, i) => expect(names[i]).toContain(name));
    await expect(page.getByText("Showing results for")).toHaveCount(0);
    await context.close();
  });

  test(`the blog list finds the French post by "deuil" and by its language, ${mode}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/blog");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("deuil");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?query=deuil(&|$)/);
    const card = page.getByRole("article").filter({ hasText: FRENCH_POST });
    await expect(card.getByRole("heading")).toHaveText(FRENCH_POST);
    await expect(card.getByRole("heading")).toHaveAttribute("lang", "fr-CA");

    await page.getByRole("searchbox", { name: "Search articles" }).fill("");
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?.*\blanguage=fr(&|$)/);
    const headings = page.getByRole("article").getByRole("heading");
    await expect(headings.filter({ hasText: FRENCH_POST })).toHaveCount(1);
    for (const lang of await headings.evaluateAll((all) => all.map((h) => h.getAttribute("lang")))) {
      expect(lang).toBe("fr-CA");
    }
    await context.close();
  });
}
