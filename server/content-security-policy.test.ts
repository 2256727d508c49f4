import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, sealInlineScripts, TOAST_STYLE_HASH } from "./content-security-policy.ts";

// The Content-Security-Policy: scripts only by the hashes of the inline scripts the app rendered (no nonce),
// images from this site only, no inline <style> but the toast library's (by hash).

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1).join(" ")]),
  );
}
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("the content security policy", () => {
  it("runs no script where the answer has none, and only the given hashes where it has", () => {
    expect(directives(contentSecurityPolicy({ production: true })).get("script-src")).toBe("'none'");
    const scripts = directives(contentSecurityPolicy({ production: true }, [sha256("a()")])).get("script-src");
    expect(scripts).toBe(`'${sha256("a()")}' 'strict-dynamic'`);
    for (const production of [true, false]) expect(contentSecurityPolicy({ production })).not.toMatch(/nonce/);
  });

  it("allows images from this site only, never any https: host", () => {
    for (const production of [true, false]) {
      const img = directives(contentSecurityPolicy({ production })).get("img-src")!;
      expect(img.split(" ")).not.toContain("https:");
      expect(img.split(" ")).toContain("'self'");
    }
  });

  it("refuses inline <style> elements except the toast library's, by hash", () => {
    const styles = directives(contentSecurityPolicy({ production: true })).get("style-src")!;
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles).toContain(`'${TOAST_STYLE_HASH}'`);
    // The one other hash is the empty stylesheet's (the toast library inserts its <style> empty, then fills it).
    const others = styles
      .split(" ")
      .filter((source) => source.startsWith("'sha256-") && source !== `'${TOAST_STYLE_HASH}'`);
    expect(others).toEqual([`'${sha256("")}'`]);
  });

  it("keeps inline styles for the Vite dev server only", () => {
    expect(directives(contentSecurityPolicy({ production: false, devServer: true })).get("style-src")).toContain(
      "'unsafe-inline'",
    );
    expect(directives(contentSecurityPolicy({ production: false })).get("style-src")).not.toContain("'unsafe-inline'");
  });

  it("has the hash of the stylesheet the installed toast library inserts", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(path.join(path.dirname(require.resolve("sonner")), "index.mjs"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal!) as string;
    expect(sha256(css)).toBe(TOAST_STYLE_HASH);
  });
});

describe("a page's scripts, sealed", () => {
  const M = ' nonce="r4nd0m"';
  const page =
    `<head><link rel="stylesheet" href="/a.css"${M}/><script type="application/ld+json"${M}>{"@type":"Thing"}</script>` +
    `</head><body><p>é <b>x</b></p><script>injected()</script><script nonce="guess">injected()</script>` +
    `<script${M}>window.a = 1;</script><script${M}>((k) => k)("é")</script>` +
    `<script${M} type="text/plain" id="route-modules">import("/b.js");</script>` +
    `<script${M}>window.a = 1;</script><script${M}>\n</script></body>`;
  const sealed = sealInlineScripts(Buffer.from(page), "r4nd0m");

  it("hashes each marked inline script's bytes, the inert one to run later included, not JSON data", () => {
    expect(sealed.hashes).toEqual([
      sha256("window.a = 1;"),
      sha256('((k) => k)("é")'),
      sha256('import("/b.js");'),
      sha256("\n"),
    ]);
  });

  it("admits no script that does not carry the render's marker (markup injected through content)", () => {
    expect(sealed.hashes).not.toContain(sha256("injected()"));
  });

  it("takes the marker out of the page, and changes nothing else", () => {
    expect(sealed.html.toString()).toBe(page.replaceAll(M, ""));
  });

  it("leaves a page without marked scripts as it is, with no hash", () => {
    const plain = Buffer.from("<p>no scripts</p><script>x()</script><script");
    expect(sealInlineScripts(plain, "r4nd0m")).toEqual({ html: plain, hashes: [] });
  });
});
