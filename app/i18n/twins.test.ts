import { describe, expect, it } from "vitest";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { FRENCH_ISSUE_SLUGS, issueOfFrenchSlug, localPath, TWIN_PREFIXES, twinPaths, TWINS } from "./twins.ts";

// The map of English pages to their French twins.

describe("twins", () => {
  it("pairs each page with its twin from either side", () => {
    expect(twinPaths("/pricing")).toEqual({ en: "/pricing", fr: "/fr/tarifs", routed: true });
    expect(twinPaths("/fr/tarifs")).toEqual({ en: "/pricing", fr: "/fr/tarifs", routed: true });
    expect(twinPaths("/fr/nous-joindre/")).toEqual({ en: "/contact", fr: "/fr/nous-joindre", routed: true });
    expect(twinPaths("/ontario/toronto")).toEqual({ en: "/ontario/toronto", fr: "/fr/ontario/toronto", routed: true });
    expect(twinPaths("/fr/enjeux/anxiete")).toEqual({ en: "/issues/anxiety", fr: "/fr/enjeux/anxiete", routed: true });
    expect(twinPaths("/issues/grief")).toEqual({ en: "/issues/grief", fr: "/fr/enjeux/deuil", routed: true });
    expect(twinPaths("/fr/blogue/un-billet")).toEqual({
      en: "/blog/un-billet",
      fr: "/fr/blogue/un-billet",
      routed: true,
    });
    expect(twinPaths("/blog/a/edit")).toBeUndefined();
    expect(twinPaths("/admin")).toBeUndefined();
    expect(twinPaths("/fr/nulle-part")).toBeUndefined();
  });

  it("links to the French twin only where it is served", () => {
    expect(localPath("fr", "/privacy-policy")).toBe("/fr/politique-de-confidentialite");
    expect(localPath("fr", "/blog")).toBe("/fr/blogue");
    expect(localPath("fr", "/therapists/ada-lovelace")).toBe("/fr/therapeutes/ada-lovelace");
    expect(localPath("fr", "/therapist/dashboard")).toBe("/fr/therapeute/tableau-de-bord");
    // the blog's form for a new post is a page of its own, not a post named "create"
    expect(localPath("fr", "/blog/create")).toBe("/blog/create");
    expect(localPath("en", "/pricing")).toBe("/pricing");
    expect(localPath("fr", "/")).toBe("/fr");
    expect(localPath("fr", "/ontario/ottawa")).toBe("/fr/ontario/ottawa");
  });

  it("gives every issue a French slug, and reads it back", () => {
    expect(Object.keys(FRENCH_ISSUE_SLUGS).sort()).toEqual([...ISSUE_SLUGS].sort());
    for (const [issue, slug] of Object.entries(FRENCH_ISSUE_SLUGS)) expect(issueOfFrenchSlug(slug)).toBe(issue);
    expect(issueOfFrenchSlug("anxiety")).toBeUndefined();
  });

  it("has one French path per page, under /fr, in lower-case ASCII words", () => {
    const all = [...TWINS, ...TWIN_PREFIXES];
    for (const twin of all) expect(twin.fr).toMatch(/^\/fr(\/[a-z]+(-[a-z]+)*)*\/?$/);
    expect(new Set(all.map((twin) => twin.fr)).size).toBe(all.length);
    expect(new Set(all.map((twin) => twin.en)).size).toBe(all.length);
  });
});
