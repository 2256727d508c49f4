import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// One Node.js version everywhere the project runs: package.json's engines, the pinned `node` development dependency
// that npm scripts use, the Docker images, and what the README tells people to run.

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

it("runs on Node.js 24 in package.json, the Docker images and the README", () => {
  const pkg = JSON.parse(read("package.json")) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  expect(pkg.engines.node).toBe(">=24");
  expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  expect(process.versions.node.split(".")[0]).toBe("24");
  const nodeImages = [...read("Dockerfile").matchAll(/node:(\d+)[\w.-]*/g)].map((match) => match[1]);
  expect(nodeImages.length).toBeGreaterThan(0);
  expect(new Set(nodeImages)).toEqual(new Set(["24"]));
  const quickStart = read("README.md").split("\n## ")[1]!;
  expect(quickStart).toContain("The project runs on Node.js 24");
  expect(quickStart).not.toMatch(/Node\.js 20\+/);
});
