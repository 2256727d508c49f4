import { type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { signInAs } from "./sign-in.ts";
import { holdRequests, holdScripts, releaseScripts, waitForHydration } from "./hydration.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";

// The blog in a real browser, as therapist@example.com (Jordan Rivera): write and publish an article, save a
// draft and publish it later from the dashboard, find it by a misspelt word, read it, see it on the profile's
// Articles tab, edit it (with JavaScript: a toast, then /blog; without: the article, or the dashboard for a draft).
// Markup typed into a post shows as text and never runs.

const SCRIPT = "<script>window.__blogXss = 1</script>";
const PARAGRAPH =
  "Short walks outside, a steady breath and a kind word to yourself can change the shape of a hard day.";

async function fillPost(page: Page, post: { title: string; excerpt: string; content: string }) {
  await page.getByLabel("Title *").fill(post.title);
  await page.getByLabel("Specialty *").selectOption("Anxiety");
  await page.getByLabel("Excerpt *").fill(post.excerpt);
  await page.getByLabel("Content *").fill(post.content);
}

test("a therapist writes, publishes, drafts and publishes later; readers find and read the article", async ({
  page,
}) => {
  test.slow(); // a whole journey: several sign-ins, forms and pages
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const stamp = Date.now();
  await signInAs(page, "therapist@example.com", "/blog/create");
  await page.waitForURL(/\/blog\/create$/);
  // The sign-in link is on APP_URL's host: stay on it so the session cookie goes along.
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole("heading", { name: "Create Blog Post" })).toBeVisible();
  await waitForHydration(page);

  // The author select offers only the signed-in therapist.
  const author = page.getByLabel("Author (Therapist) *");
  await expect(author.locator("option")).toHaveCount(1);
  await expect(author.locator("option")).toHaveText(/^Jordan Rivera/);

  // The empty form shows the validation messages inline.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Content must be at least 300 characters")).toBeVisible();
  await expect(page.getByText("Excerpt must be at least 50 characters")).toBeVisible();

  // The slug follows the title until edited by hand; the meta title follows the title while empty.
  await page.getByLabel("Title *").fill(`Kangaroo calm ${stamp}`);
  await expect(page.getByLabel("URL Slug *")).toHaveValue(`kangaroo-calm-${stamp}`);
  await expect(page.getByLabel("Meta Title")).toHaveValue(`Kangaroo calm ${stamp}`);
  await page.getByLabel("URL Slug *").fill(`kangaroo-steps-${stamp}`);
  const title = `Kangaroo calm ${stamp} ${SCRIPT}`;
  await fillPost(page, {
    title,
    excerpt: `Small steps for anxious days, from a registered psychotherapist. ${SCRIPT}`,
    content: `${PARAGRAPH}\n\n${PARAGRAPH} ${SCRIPT}\n\n${PARAGRAPH}`,
  });
  await expect(page.getByLabel("URL Slug *")).toHaveValue(`kangaroo-steps-${stamp}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Blog post published successfully and is now live!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/kangaroo-steps-${stamp}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // Found by a misspelt word, shown as text, once the index-blog-post job has indexed it (the worker takes it
  // from the queue within moments; the page is searched again until then).
  await page.getByRole("searchbox", { name: "Search articles" }).fill("kangarro");
  await expect(page).toHaveURL(/query=kangarro/);
  const card = page.getByRole("article").filter({ hasText: `Kangaroo calm ${stamp}` });
  await expect(async () => {
    if ((await card.count()) === 0) await page.reload();
    await expect(card.getByRole("heading")).toHaveText(title, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await card.getByRole("link", { name: /Read Article/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("post-content")).toContainText(SCRIPT);
  expect(
    await page.getByTestId("post-content").evaluate((el) => (el as HTMLElement).innerText.split("\n\n").length),
  ).toBe(3);
  await expect(page.getByRole("link", { name: "Jordan Rivera" })).toHaveAttribute("href", "/therapists/jordan-rivera");
  await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();
  expect(await page.evaluate(() => (window as { __blogXss?: number }).__blogXss)).toBeUndefined();

  // A draft: saved, not public, then published from the dashboard. This part is the scripted form's (a toast, then
  // /blog): before the scripts run the browser posts the form itself and lands on the dashboard instead.
  await page.goto(`${origin}/blog/create`);
  await waitForHydration(page);
  await fillPost(page, {
    title: `Wallaby worries ${stamp}`,
    excerpt: "What to do when worry wakes you at night, step by careful step.",
    content: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`,
  });
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(page.getByText("Blog post saved as draft. You can publish it later.")).toBeVisible();
  // a draft is listed in My Articles, and nowhere public
  await expect(page).toHaveURL(/\/therapist\/dashboard$/);
  await expect(page.getByRole("listitem").filter({ hasText: `Wallaby worries ${stamp}` })).toHaveCount(1);
  await page.goto(`${origin}/blog?query=wallaby`);
  await expect(page.getByRole("heading", { name: "Mental Health Blog" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: `Wallaby worries ${stamp}` })).toHaveCount(0);

  await page.goto(`${origin}/therapist/dashboard`);
  const row = page.getByRole("listitem").filter({ hasText: `Wallaby worries ${stamp}` });
  await expect(row.getByText("Draft")).toBeVisible();
  await waitForHydration(page);
  await row.getByRole("button", { name: /^Publish/ }).click();
  await expect(row.getByText("Published")).toBeVisible();
  // told, while the focus stays on the button pressed, now Unpublish (it moves to what is told only when the
  // control pressed went away)
  // said once, by the toast; the line at the top of the page shows it too, as no second live region
  const told = page
    .locator("main p[tabindex='-1']")
    .filter({ hasText: "Blog post published successfully and is now live!" });
  await expect(told).toBeVisible();
  await expect(told).not.toHaveAttribute("role");
  await expect(row.getByRole("button", { name: /^Unpublish/ })).toBeFocused();

  await expect(async () => {
    await page.goto(`${origin}/blog?query=walaby`);
    await expect(page.getByRole("article").filter({ hasText: `Wallaby worries ${stamp}` })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });

  // Both on the profile's Articles tab.
  await page.goto(`${origin}/therapists/jordan-rivera?tab=articles`);
  await expect(page.getByRole("heading", { name: "Published Articles" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Wallaby worries ${stamp}` })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Edited with JavaScript: a taken slug is offered a free one, a lost connection keeps the form as typed, and a
  // new slug saves with the toast, then the post.
  await page.goto(`${origin}/therapist/dashboard`);
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await waitForHydration(page);
  const slugField = page.getByLabel("URL Slug *");
  await slugField.fill(`kangaroo-steps-${stamp}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("This URL slug is already taken")).toBeVisible();
  await expect(page.getByText("Failed to create blog post. Please try again.")).toBeVisible();
  await page.getByRole("button", { name: `Use kangaroo-steps-${stamp}-2` }).click();
  await expect(slugField).toHaveValue(`kangaroo-steps-${stamp}-2`);
  await expect(page.getByText("This URL slug is already taken")).toHaveCount(0);
  const slug = `wallaby-nights-${stamp}`;
  await slugField.fill(slug);
  await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
  // The save's own request has failed before anything is checked: the Failed toast of the taken slug may still be
  // showing, and the route must not be taken away while the request is still in its hands.
  const lost = page.waitForEvent("requestfailed", (request) => /\.data(\?|$)/.test(request.url()));
  await page.getByRole("button", { name: "Publish" }).click();
  await lost;
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  // The first 'Failed' toast may still be on its way out.
  await expect(page.getByText("Failed to create blog post. Please try again.").last()).toBeVisible();
  await expect(slugField).toHaveValue(slug);
  await page.unroute(/\.data(\?|$)/);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Blog post published successfully and is now live!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));

  // Without JavaScript the same form goes to the article when published, to the dashboard as a draft.
  await withoutScripts(page, async (plain) => {
    // (the draft first, so the article ends public: the next test counts a full first page of the blog list)
    await plain.goto(`${origin}/blog/${slug}/edit`);
    await expect(plain.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await plain.getByRole("button", { name: "Save as Draft" }).click();
    await expect(plain).toHaveURL(`${origin}/therapist/dashboard?saved=draft`);
    // said, as with scripts
    await expect(
      plain.getByRole("status").filter({ hasText: "Blog post saved as draft. You can publish it later." }),
    ).toBeVisible();
    await expect(plain.getByRole("listitem").filter({ hasText: `Wallaby worries ${stamp}` })).toContainText("Draft");
    await plain.goto(`${origin}/blog/${slug}/edit`);
    await plain.getByRole("button", { name: "Publish" }).click();
    await expect(plain).toHaveURL(`${origin}/blog/${slug}?saved=published`);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`Wallaby worries ${stamp}`);
    const told = plain.getByRole("status").filter({ hasText: "Blog post published successfully and is now live!" });
    await expect(told).toContainText("Success!");
    await expect(told).toBeFocused();
  });
  expect(errors).toEqual([]);
});

test("choosing a topic loads without a page load (6 skeleton cards meanwhile); Back restores the results", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("article")).toHaveCount(12);
  await waitForHydration(page);
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  // Hold the data request until the skeleton has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/blog\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Topic").selectOption("Depression");
  await expect(page.getByTestId("blog-skeleton")).toHaveCount(6);
  release();
  await expect(page).toHaveURL(/\/blog\?specialty=Depression$/);
  await expect(page.getByTestId("blog-skeleton")).toHaveCount(0);
  const badges = page
    .getByRole("article")
    .locator("span")
    .filter({ hasText: /^Depression$/ });
  await expect(badges).toHaveCount(await page.getByRole("article").count());
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.unroute(/\/blog\.data/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByLabel("Topic")).toHaveValue("");
});

test("a topic chosen while the language's results load keeps the language, and each select shows its choice meanwhile", async ({
  page,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const results = await holdRequests(page, /\/blog\.data/);
  await page.getByLabel("Language").selectOption("fr");
  await results.asked;
  await page.getByLabel("Topic").selectOption("Anxiety");
  await expect(page.getByLabel("Language")).toHaveValue("fr");
  await expect(page.getByLabel("Topic")).toHaveValue("Anxiety");
  results.release();
  await expect(page).toHaveURL(/\/blog\?specialty=Anxiety&language=fr$/);
  await expect(page.getByTestId("blog-skeleton")).toHaveCount(0);
  await expect(page.getByLabel("Language")).toHaveValue("fr");
  await expect(page.getByLabel("Topic")).toHaveValue("Anxiety");
});

test("signed out, Create Blog Post asks to sign in first and comes back", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Mental Health Blog" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await page.getByRole("link", { name: "Create Blog Post" }).click();
  // /api/login keeps the return target in the session and shows the sign-in form.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email address")).toBeVisible();
  await page.goto("/blog?query=qqzzxxvvkk");
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search filters")).toBeVisible();
  await page.goto("/blog/no-such-article");
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
});

test("Next pressed by keyboard on a phone takes the focus to the articles, and only their count is announced", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog");
  await waitForHydration(page);
  const count = page.getByRole("status").filter({ hasText: /^\d+ articles$/ });
  await expect(count).toHaveAttribute("aria-live", "polite");
  // no card is inside a live region
  await expect(page.locator("[aria-live] article")).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const heading = page.getByRole("heading", { name: "Articles", level: 2 });
  await expect(heading).toBeFocused();
  await expect(page.locator("#posts")).toBeInViewport();
  await page.keyboard.press("Tab");
  // the next stop is the first article's link, not the footer
  await expect(page.getByRole("link", { name: /^Read Article/ }).first()).toBeFocused();
});

test("Next pressed before the page's scripts run shows page 2, as does Next pressed while they start", async ({
  page,
}) => {
  // Before: the browser follows the link, and the scripts arrive while page 2 is on its way.
  const scripts = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  await scripts.asked;
  const pageTwo = await holdRequests(page, /\/blog\?page=2$/);
  await page.getByRole("link", { name: "Next" }).click({ noWaitAfter: true }); // page 2 is held: no waiting for it
  await pageTwo.asked;
  await releaseScripts(page, scripts);
  pageTwo.release();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  // While they start: the click is done, once, by the hydrated page.
  const again = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  await again.asked;
  await releaseScripts(page, again);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await waitForHydration(page);
});

test("without JavaScript, Use {slug} after a taken slug puts the free slug in the form, which then saves with it", async ({
  page,
}) => {
  test.slow(); // a sign-in and four plain form posts
  await signInAs(page, "therapist@example.com", "/blog/create");
  await page.waitForURL(/\/blog\/create$/);
  const origin = new URL(page.url()).origin;
  const slug = `quokka-quiet-${Date.now()}`;
  await withoutScripts(
    page,
    async (plain) => {
      const write = async (title: string) => {
        await plain.goto(`${origin}/blog/create`);
        await fillPost(plain, {
          title,
          excerpt: "Small steps for anxious days, from a registered psychotherapist.",
          content: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`,
        });
        await plain.getByLabel("URL Slug *").fill(slug);
        await plain.getByRole("button", { name: "Save as Draft" }).click();
      };
      await write("Quokka quiet, the first");
      await expect(plain).toHaveURL(`${origin}/therapist/dashboard?saved=draft`);
      await write("Quokka quiet, the second");
      // the refusal is said at the top of the long form too, and takes the focus as the page loads
      const refused = plain.getByRole("alert").filter({ hasText: /^Error: / });
      await expect(refused).toBeFocused();
      await expect(plain.locator("#slug-error")).toContainText("This URL slug is already taken");
      await plain.getByRole("button", { name: `Use ${slug}-2` }).click();
      await expect(plain.getByLabel("URL Slug *")).toHaveValue(`${slug}-2`);
      await expect(plain.getByLabel("Title *")).toHaveValue("Quokka quiet, the second");
      await expect(plain.getByText("This URL slug is already taken")).toHaveCount(0);
      await plain.getByRole("button", { name: "Publish" }).click();
      await expect(plain).toHaveURL(`${origin}/blog/${slug}-2?saved=published`);
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Quokka quiet, the second");
    },
    { viewport: PHONE },
  );
});

test("without JavaScript, Delete on My Articles asks again before the post is gone", async ({ page }) => {
  test.slow(); // a sign-in and three plain form posts
  await signInAs(page, "therapist@example.com", "/blog/create");
  await page.waitForURL(/\/blog\/create$/);
  const origin = new URL(page.url()).origin;
  const title = `Numbat notes ${Date.now()}`;
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}/blog/create`);
      await fillPost(plain, {
        title,
        excerpt: "Small steps for anxious days, from a registered psychotherapist.",
        content: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`,
      });
      await plain.getByLabel("URL Slug *").fill(title.toLowerCase().replaceAll(" ", "-"));
      await plain.getByRole("button", { name: "Save as Draft" }).click();
      await expect(plain).toHaveURL(`${origin}/therapist/dashboard?saved=draft`);
      const article = plain.getByRole("listitem").filter({ hasText: title });
      await expect(article).toHaveCount(1);

      // The first press only opens the question; the post stays until the second.
      await article.getByText(`Delete: ${title}`).click();
      await expect(article.getByText(`Delete "${title}"? This cannot be undone.`)).toBeVisible();
      await expect(plain).toHaveURL(`${origin}/therapist/dashboard?saved=draft`);
      await plain.reload();
      await expect(article).toHaveCount(1);
      await article.getByText(`Delete: ${title}`).click();
      await article.getByRole("button", { name: /^Delete for good/ }).click();
      // posted back to the address the page was reached by, whose notice (the draft saved) is not repeated
      await expect(plain).toHaveURL(`${origin}/therapist/dashboard?saved=draft`);
      await expect(plain.getByRole("heading", { name: "My Articles" })).toBeVisible();
      await expect(article).toHaveCount(0);
      // told, with the focus, as the page loads
      const told = plain.getByRole("status").filter({ hasText: "Blog post deleted." });
      await expect(told).toContainText("Success!");
      await expect(told).toBeFocused();
      await expect(plain.getByText("Blog post saved as draft")).toHaveCount(0);
    },
    { viewport: PHONE },
  );
});

test("a saved article's content, title and specialty changed before the page's scripts run stay so, and are saved", async ({
  page,
}) => {
  const origin = await signInAs(page, "therapist@example.com", "/blog/create");
  await page.waitForURL(/\/blog\/create$/);
  const title = `Wombat words ${Date.now()}`;
  await fillPost(page, {
    title,
    excerpt: "Small steps for anxious days, from a registered psychotherapist.",
    content: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`,
  });
  await page.getByLabel("URL Slug *").fill(title.toLowerCase().replaceAll(" ", "-"));
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await page.waitForURL(`${origin}/therapist/dashboard`);
  const path = await page.getByRole("link", { name: new RegExp(`^Edit\\s*: ${title}$`) }).getAttribute("href");
  expect(path).toMatch(/^\/blog\/[^/]+\/edit$/);
  // The editor again, its scripts held (a slow connection): the new content is typed into the server's form.
  const scripts = await holdScripts(page);
  await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
  await scripts.asked;
  const content = page.getByLabel("Content *");
  const typed = `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}\n\nTyped before the scripts ran.`;
  await content.fill(typed);
  // a title and a specialty changed then too: the page's first render after hydrating must not put them back
  const retitled = `${title} again`;
  await page.getByLabel("Title *").fill(retitled);
  await page.getByLabel("Specialty *").selectOption("Grief & Loss");
  await releaseScripts(page, scripts);
  await waitForHydration(page);
  await expect(content).toHaveValue(typed);
  await expect(page.getByText(`${typed.length} characters · Minimum`)).toBeVisible();
  await content.press("End");
  await content.pressSequentially("!");
  await expect(page.getByLabel("Title *")).toHaveValue(retitled);
  await expect(page.getByLabel("Specialty *")).toHaveValue("Grief & Loss");
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await page.waitForURL(`${origin}/therapist/dashboard`);
  await expect(page.getByRole("link", { name: new RegExp(`^Edit\\s*: ${retitled}$`) })).toBeVisible();
});

test("a draft deleted from the dashboard with scripts: told, with the focus, since its row and buttons are gone", async ({
  page,
}) => {
  const title = `Numbat notes ${Date.now()}`;
  await appQuery(
    `INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty)
     SELECT id, $1, $2, repeat('Notes on small steps. ', 20), 'Small steps for anxious days, a short excerpt here.', 'Anxiety'
     FROM therapists WHERE email = 'therapist@example.com'`,
    [title, title.toLowerCase().replaceAll(" ", "-")],
  );
  await signInAs(page, "therapist@example.com", "/therapist/dashboard");
  await waitForHydration(page);
  const row = page.getByRole("listitem").filter({ hasText: title });
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(row).toHaveCount(0);
  await expect(page.locator("main p[tabindex='-1']").filter({ hasText: "Blog post deleted." })).toBeFocused();
});
