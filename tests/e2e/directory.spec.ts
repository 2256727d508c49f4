import { expect, test } from "./app.ts";
import {
  cardNames,
  clickBelowServedCards,
  countText,
  directoryCounts,
  openDirectory,
  specialtiesInDirectory,
} from "./directory-page.ts";

// The directory (/) with JavaScript: searching, filters, loading states, pagination and Back, in place.

// Other spec files share the app (an admin approval adds a therapist), so the counts are read, not assumed.
const db = { total: 0, toronto: 0, ottawa: 0 };
test.beforeEach(async ({ request }) => {
  Object.assign(db, await directoryCounts(request));
});

test.describe("the directory with JavaScript", () => {
  test("typing searches after a pause without reloading the page, and the URL follows", async ({ page }) => {
    const counter = await openDirectory(page);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    const before = await cardNames(page);
    await page.getByLabel("Search by name, concern, approach or city").pressSequentially("trauma", { delay: 40 });
    await expect(page).toHaveURL(/\/\?query=trauma$/);
    await expect(countText(page)).toHaveText(
      new RegExp(`^Showing \\d+ of \\d+ matching therapists \\(${db.total}\\+ total\\)$`),
    );
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
    await expect(page.getByLabel("City", { exact: true }).locator("option:checked")).toHaveText(
      `Toronto (${db.toronto})`,
    );
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

  test("no results: the message and hint; the next search shows placeholders while nothing else is there", async ({
    page,
  }) => {
    await openDirectory(page, "/?query=qqqzzzxxxwww");
    await expect(page.getByRole("heading", { name: "No therapists found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or clear the filters")).toBeVisible();
    // in place of a count of none, said (to a screen reader) where the count is
    await expect(countText(page)).toHaveText("No therapists found");
    await expect(page.getByText(/^Showing 0/)).toHaveCount(0);
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

  test("no results: Clear filters brings every therapist back, the focus on the results' heading", async ({ page }) => {
    await openDirectory(page, "/?query=qqqzzzxxxwww");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.locator("#results article")).toHaveCount(24);
    await expect(page.locator("#results-heading")).toBeFocused();
  });

  test("page links move between pages in place, scroll to the results, and Back restores each step", async ({
    page,
  }) => {
    const counter = await openDirectory(page);
    const firstPage = await cardNames(page);
    await clickBelowServedCards(page.getByLabel("Pagination").getByRole("link", { name: "Page 2" }));
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
    await expect(countText(page)).toHaveText(
      `Showing ${db.ottawa} of ${db.ottawa} matching therapists (${db.total}+ total)`,
    );
    await page.getByLabel("Specialty", { exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/\?specialty=.+&city=Ottawa$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/\?city=Ottawa$/);
    await expect(countText(page)).toHaveText(
      `Showing ${db.ottawa} of ${db.ottawa} matching therapists (${db.total}+ total)`,
    );
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

  test("a pause whose search is still loading when typing goes on leaves the page before it in history", async ({
    page,
  }) => {
    await openDirectory(page);
    // the first pause's search answers slowly: the next pause's search is asked while it is still loading
    let slowed = 0;
    await page.route(/\.data\?(.*&)?query=gri(&|$)/, async (route) => {
      slowed++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const box = page.getByLabel("Search by name, concern, approach or city");
    await box.pressSequentially("gri", { delay: 40 });
    await expect.poll(() => slowed).toBeGreaterThan(0);
    await box.pressSequentially("ef", { delay: 40 });
    await expect(page).toHaveURL(/\/\?query=grief$/);
    await expect(countText(page)).toHaveText(/matching therapists/);
    // a later pause of the same run replaces the run's entry, once it is shown
    await box.pressSequentially(" loss", { delay: 40 });
    await expect(page).toHaveURL(/\/\?query=grief%20loss$/);
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

  test("Clear All pressed from the keyboard leaves focus on the results, as a page link does, not on nothing", async ({
    page,
  }) => {
    await openDirectory(page, "/?city=Toronto&acceptingClients=true");
    await page.getByRole("link", { name: "Clear All (2)" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(countText(page)).toHaveText(`Showing 24 of ${db.total}+ therapists`);
    await expect(page.locator("#results-heading")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#results article a").first()).toBeFocused();
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
    for (const [name, href] of expected)
      await expect(popular.getByRole("link", { name })).toHaveAttribute("href", href ?? "");
    await popular.getByRole("link", { name: "Available This Week" }).click();
    await expect(page).toHaveURL(/\/\?acceptingClients=true$/);
    await expect(page.getByLabel("Accepting New Clients")).toBeChecked();
    await expect(countText(page)).toHaveText(
      new RegExp(`^Showing 24 of \\d+ matching therapists \\(${db.total}\\+ total\\)$`),
    );
    await popular.getByRole("link", { name: "Low-Cost / Sliding Scale" }).click();
    await expect(page.getByLabel("Price per session").locator("option:checked")).toHaveText(/^Under \$100 \(\d+\)$/);
    await popular.getByRole("link", { name: "Student-Friendly" }).click();
    await expect(page.getByLabel("Issue", { exact: true })).toHaveValue("Academic Stress");

    const cities = page.getByRole("region", { name: "Find Therapists by City" }).getByRole("link");
    await expect(cities).toHaveCount(12);
    await expect(cities.first()).toHaveAttribute("href", "/ontario/toronto");
    await expect(cities.last()).toHaveAttribute("href", "/ontario/st-catharines");
  });

  test("a Popular Search or a page link clicked with Ctrl opens in a new browser tab and leaves this page where it was", async ({
    page,
  }) => {
    await openDirectory(page);
    for (const link of [
      page.getByRole("region", { name: "Popular Searches" }).getByRole("link", { name: "Available This Week" }),
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }),
    ]) {
      await link.scrollIntoViewIfNeeded();
      // the page scrolls smoothly: read where it is once it has stopped
      const position = () =>
        page.evaluate(() => new Promise<number>((done) => setTimeout(() => done(window.scrollY), 150)));
      let scrolled = -1;
      await expect.poll(async () => scrolled === (scrolled = await position())).toBe(true);
      const opened = page.context().waitForEvent("page");
      await link.click({ modifiers: ["ControlOrMeta"] });
      await (await opened).close();
      await page.waitForTimeout(600); // a glide to the results would have moved the page by now
      expect(Math.abs((await position()) - scrolled)).toBeLessThan(100);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
