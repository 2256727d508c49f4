import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect } from "./app.ts";
import { COMMON_VALUES } from "../../app/search/common-facets.ts";
import { waitForHydration } from "./hydration.ts";

// What the directory specs share, against the demo data (280 approved therapists at first; Toronto has 42, Ottawa
// 18): the counts as the search API gives them now, the result count's text, the result cards, and the directory
// opened and hydrated with its full-page loads counted.

export const countText = (page: Page) => page.locator("#results [role=status]");

export type DirectoryCounts = { total: number; toronto: number; ottawa: number };

/** The approved therapists in all, in Toronto and in Ottawa (other spec files share the app and change them). */
export async function directoryCounts(request: APIRequestContext): Promise<DirectoryCounts> {
  const total = async (query: string) =>
    ((await (await request.get(`/api/therapists?limit=1${query}`)).json()) as { total: number }).total;
  return { total: await total(""), toronto: await total("&city=Toronto"), ottawa: await total("&city=Ottawa") };
}

/** The names on the result cards once no search is loading (Back changes the URL before its results arrive). */
export async function cardNames(page: Page) {
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  await expect(countText(page)).not.toHaveText("Searching...");
  return page.locator("#results article h3").allTextContents();
}

/** Every specialty of the directory with its count, as the search API gives them (more than a page carries). */
export async function specialtiesInDirectory(request: APIRequestContext) {
  const body = (await (await request.get("/api/therapists?limit=1")).json()) as {
    facets: { specialty: { value: string; count: number }[] };
  };
  expect(body.facets.specialty.length).toBeGreaterThan(COMMON_VALUES);
  return body.facets.specialty;
}

/** Opens a directory page once it is hydrated; documents() counts the full page loads after that. */
export async function openDirectory(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents++;
  });
  return { documents: () => documents };
}

/**
 * Clicks what lies below a list of cards as served (its page's pagination, say) as a person does: once it is on
 * screen where it stays. The served list's cards out of view take an estimated height until they near the
 * viewport; brought there by a jump (as Playwright's click scrolls), they take their real heights a frame or two
 * later, and what lies below moves. A press in that frame and its release after it land on different elements, and
 * the browser sends the click to neither link.
 */
export async function clickBelowServedCards(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // read from here (a page without scripts runs none of a test's): the same place three reads in a row
  let last = "";
  let same = 0;
  while (same < 3) {
    await target.page().waitForTimeout(50);
    const place = JSON.stringify(await target.boundingBox());
    same = place === last ? same + 1 : 0;
    last = place;
  }
  await target.click();
}
