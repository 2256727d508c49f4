import type { Page, ViewportSize } from "@playwright/test";

// The no-JavaScript half of a test: the same visitor in a second browser context with scripts off.

/** A 375 px phone, where the no-JavaScript paths are checked for sideways scrolling too. */
export const PHONE: ViewportSize = { width: 375, height: 800 };

/**
 * Runs `run` with a page that has JavaScript off, signed in as `from` is (its cookies) unless `signedIn` is false,
 * at `viewport` (the browser's default unless given), then closes its context.
 */
export async function withoutScripts<T>(
  from: Page,
  run: (plain: Page) => Promise<T>,
  options: { viewport?: ViewportSize; signedIn?: boolean } = {},
): Promise<T> {
  const context = await from
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: false,
      ...(options.viewport ? { viewport: options.viewport } : {}),
      ...(options.signedIn === false ? {} : { storageState: await from.context().storageState() }),
    });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}
