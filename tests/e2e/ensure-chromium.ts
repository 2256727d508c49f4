import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

// Finds a Chromium for the end-to-end tests (CHROMIUM_PATH, the system one, or Playwright's own) and installs
// one where none is found: Debian's package when running as root with apt, otherwise Playwright's download.

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  chromium.executablePath(),
];
const found = candidates.find((candidate) => candidate && existsSync(candidate));

if (found) {
  console.log(`Chromium: ${found}`);
} else {
  const asRootWithApt = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  const run = (command: string, args: string[]) => {
    console.log(`Installing Chromium: ${command} ${args.join(" ")}`);
    const result = spawnSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  if (asRootWithApt) {
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"]);
  } else {
    run("npx", ["playwright", "install", "chromium"]);
  }
}
