import { describe, expect, it } from "vitest";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { FRENCH_ISSUE_SLUGS, issueOfFrenchSlug, localPath, NAMED_TWINS, twinPaths, TWINS } from "./twins.ts";

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
    const edit = { en: "/blog/a-post/edit", fr: "/fr/blogue/a-post/modifier", routed: true };
    expect(twinPaths("/blog/a-post/edit")).toEqual(edit);
    expect(twinPaths("/fr/blogue/a-post/modifier/")).toEqual(edit);
    expect(twinPaths("/blog/a/b/edit")).toBeUndefined();
    expect(twinPaths("/blog//edit")).toBeUndefined();
    expect(twinPaths("/fr/blogue/articles/nouveau")).toEqual({
      en: "/blog/create",
      fr: "/fr/blogue/articles/nouveau",
      routed: true,
    });
    expect(twinPaths("/inquiry/heard-yes")).toEqual({
      en: "/inquiry/heard-yes",
      fr: "/fr/demande/heard-yes",
      routed: true,
    });
    expect(twinPaths("/admin")).toBeUndefined();
    expect(twinPaths("/fr/nulle-part")).toBeUndefined();
  });

  it("links to the French twin only where it is served", () => {
    expect(localPath("fr", "/privacy-policy")).toBe("/fr/politique-de-confidentialite");
    expect(localPath("fr", "/blog")).toBe("/fr/blogue");
    expect(localPath("fr", "/therapists/ada-lovelace")).toBe("/fr/therapeutes/ada-lovelace");
    expect(localPath("fr", "/therapist/dashboard")).toBe("/fr/therapeute/tableau-de-bord");
    expect(localPath("fr", "/account")).toBe("/fr/compte");
    expect(twinPaths("/fr/compte/supprime")).toEqual({
      en: "/account/deleted",
      fr: "/fr/compte/supprime",
      routed: true,
    });
    // the blog's form for a new post is a page of its own, not a post named "create"
    expect(localPath("fr", "/blog/create")).toBe("/fr/blogue/articles/nouveau");
    expect(localPath("en", "/pricing")).toBe("/pricing");
    expect(localPath("fr", "/")).toBe("/fr");
    expect(localPath("fr", "/ontario/ottawa")).toBe("/fr/ontario/ottawa");
    expect(localPath("fr", "/availability/update")).toBe("/fr/disponibilite/mettre-a-jour");
    expect(localPath("fr", "/blog/a-post/edit")).toBe("/fr/blogue/a-post/modifier");
    expect(localPath("en", "/blog/a-post/edit")).toBe("/blog/a-post/edit");
  });

  it("gives every issue a French slug, and reads it back", () => {
    expect(Object.keys(FRENCH_ISSUE_SLUGS).sort()).toEqual([...ISSUE_SLUGS].sort());
    for (const [issue, slug] of Object.entries(FRENCH_ISSUE_SLUGS)) expect(issueOfFrenchSlug(slug)).toBe(issue);
    expect(issueOfFrenchSlug("anxiety")).toBeUndefined();
  });

  it("has one French path per page, under /fr, in lower-case ASCII words", () => {
    const all = [...TWINS, ...NAMED_TWINS];
    for (const twin of NAMED_TWINS) expect(twin.fr).toMatch(/^\/fr(\/[a-z]+(-[a-z]+)*)*\/:name(\/[a-z]+(-[a-z]+)*)*$/);
    for (const twin of TWINS) expect(twin.fr).toMatch(/^\/fr(\/[a-z]+(-[a-z]+)*)*\/?$/);
    expect(new Set(all.map((twin) => twin.fr)).size).toBe(all.length);
    expect(new Set(all.map((twin) => twin.en)).size).toBe(all.length);
  });
});
