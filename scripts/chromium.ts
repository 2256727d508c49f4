import { existsSync } from "node:fs";

/**
 * The Chromium the end-to-end tests and the benches drive: CHROMIUM_PATH, else the system's headless shell (Debian's
 * chromium-headless-shell: Chromium's engine without the browser's window machinery, about a third less of a
 * 2-core machine's time for the same tests), else the system's Chromium. Undefined: Playwright's own.
 */
export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
];

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}
