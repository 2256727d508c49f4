import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders, TOAST_STYLE_HASH } from "./security.ts";

// The Content-Security-Policy every response carries: images from this site only, no inline <style> but the
// nonce's and the toast library's (by hash).

function policy(options: Parameters<typeof securityHeaders>[0]): Map<string, string> {
  const headers = new Map<string, string>();
  const res = {
    locals: {},
    setHeader: (name: string, value: string) => headers.set(name, value),
    append: () => res,
    set: () => res,
  };
  securityHeaders(options)({} as Request, res as unknown as Response, () => undefined);
  const csp = headers.get("Content-Security-Policy") ?? "";
  return new Map(
    csp.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1).join(" ")]),
  );
}

describe("the content security policy", () => {
  it("allows images from this site only, never any https: host", () => {
    for (const production of [true, false]) {
      const img = policy({ production }).get("img-src")!;
      expect(img.split(" ")).not.toContain("https:");
      expect(img.split(" ")).toContain("'self'");
    }
  });

  it("refuses inline <style> elements except by nonce or the toast library's hash", () => {
    const styles = policy({ production: true }).get("style-src")!;
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles).toMatch(/'nonce-[\w+/=]+'/);
    expect(styles).toContain(`'${TOAST_STYLE_HASH}'`);
    // The one other hash is the empty stylesheet's (the toast library inserts its <style> empty, then fills it).
    const others = styles
      .split(" ")
      .filter((source) => source.startsWith("'sha256-") && source !== `'${TOAST_STYLE_HASH}'`);
    expect(others).toEqual([`'sha256-${createHash("sha256").update("").digest("base64")}'`]);
  });

  it("keeps inline styles for the Vite dev server only", () => {
    expect(policy({ production: false, devServer: true }).get("style-src")).toContain("'unsafe-inline'");
    expect(policy({ production: false }).get("style-src")).not.toContain("'unsafe-inline'");
  });

  it("has the hash of the stylesheet the installed toast library inserts", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(path.join(path.dirname(require.resolve("sonner")), "index.mjs"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal!) as string;
    expect(`sha256-${createHash("sha256").update(css, "utf8").digest("base64")}`).toBe(TOAST_STYLE_HASH);
  });
});
