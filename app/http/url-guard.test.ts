import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowerCasePath } from "./url-guard.server.ts";

describe("a page's address in lower case", () => {
  it("lowers the letters of a page's path, not its percent-escapes, and leaves the API, files and demo pages", () => {
    expect(lowerCasePath("/Therapists/Casey-Gagnon")).toBe("/therapists/casey-gagnon");
    expect(lowerCasePath("/FR")).toBe("/fr");
    expect(lowerCasePath("/fr/Enjeux/anxi%C3%A9t%C3%A9")).toBe("/fr/enjeux/anxi%C3%A9t%C3%A9");
    for (const kept of ["/therapists/casey", "/ontario/st-catharines", "/blog/a%C3%A9", "/"])
      expect(lowerCasePath(kept)).toBeUndefined();
    for (const kept of ["/api/admin/therapist/Sam@Example.com", "/uploads/AB/c.webp", "/dev/checkout/cs_ABC"])
      expect(lowerCasePath(kept)).toBeUndefined();
  });

  it("never leads to another site: a path starting with two slashes or a backslash gets one slash", () => {
    expect(lowerCasePath("//Evil.com/Phish")).toBe("/evil.com/phish");
    expect(lowerCasePath("/\\Evil.com")).toBe("/evil.com");
    expect(lowerCasePath("///\\/Evil.com")).toBe("/evil.com");
  });

  it("gives a path that needs no second redirect, with the same letters", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const lowered = lowerCasePath(path);
        if (lowered === undefined) return;
        expect(lowerCasePath(lowered)).toBeUndefined();
        expect(lowered).toMatch(/^\/(?![/\\])/);
        expect(lowered.toLowerCase()).toBe(path.toLowerCase().replace(/^[/\\]+/, "/"));
      }),
      { numRuns: 500 },
    );
  });
});
