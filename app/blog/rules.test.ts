import { describe, expect, it } from "vitest";
import { BlogPostInput } from "./post-input.ts";
import { blogHref, slugify } from "./rules.ts";
import { parseBlogUrl } from "./search-params.server.ts";

describe("slugify", () => {
  it("lowercases, trims, drops other characters, joins runs of spaces, underscores and hyphens, cuts to 60", () => {
    expect(slugify("  Coping With Anxiety!  ")).toBe("coping-with-anxiety");
    expect(slugify("Grief & Loss: 5 ideas")).toBe("grief-loss-5-ideas");
    expect(slugify("snake_case -- and   spaces")).toBe("snake-case-and-spaces");
    expect(slugify("--Edge--")).toBe("edge");
    expect(slugify("Montréal <script>")).toBe("montreal-script");
    expect(slugify("Gérer l’anxiété à Trois-Rivières, ça s’apprend")).toBe(
      "gerer-lanxiete-a-trois-rivieres-ca-sapprend",
    );
    expect(slugify("Œuvre naïve")).toBe("oeuvre-naive");
    expect(slugify("a".repeat(80))).toHaveLength(60);
  });

  it("makes a slug the post's rules accept when the 60-character cut falls on a hyphen", () => {
    const slug = slugify("Coping with anxiety at work: seven small habits that help us stay calm");
    expect(slug).toBe("coping-with-anxiety-at-work-seven-small-habits-that-help-us");
    expect(BlogPostInput.shape.slug.safeParse(slug).success).toBe(true);
  });
});

describe("the /blog URL", () => {
  it("reads leniently and writes one canonical form", () => {
    expect(parseBlogUrl(new URLSearchParams("query=%20calm%20&specialty=Anxiety&sortBy=popular&page=3"))).toEqual({
      query: "calm",
      specialty: "Anxiety",
      sortBy: "popular",
      page: 3,
      limit: 12,
    });
    // a topic typed in another case is the listed one; one no list has stays as typed (and finds nothing)
    expect(parseBlogUrl(new URLSearchParams("specialty=anxiety")).specialty).toBe("Anxiety");
    expect(parseBlogUrl(new URLSearchParams("specialty=Knitting")).specialty).toBe("Knitting");
    expect(parseBlogUrl(new URLSearchParams("sortBy=random&page=-2&query=a%00b"))).toEqual({
      sortBy: "recent",
      page: 1,
      limit: 12,
    });
    // a page past the bound is the bound (the page then redirects to its last), as the directory reads it
    for (const page of ["10001", "99999999999999999999"])
      expect(parseBlogUrl(new URLSearchParams({ page })).page, page).toBe(10_000);
    for (const page of ["0", "1.5", "abc", "-3"])
      expect(parseBlogUrl(new URLSearchParams({ page })).page, page).toBe(1);
    expect(blogHref({ query: "calm mind", specialty: "Anxiety", sortBy: "recent", page: 1 })).toBe(
      "/blog?query=calm%20mind&specialty=Anxiety",
    );
    expect(blogHref({ sortBy: "title", page: 2 })).toBe("/blog?sortBy=title&page=2");
  });
});

describe("BlogPostInput", () => {
  it("keeps the canonical specialty spelling and empties optional meta fields to null", () => {
    const parsed = BlogPostInput.parse({
      therapistId: "5f0c7a52-4f0e-4c57-9d2a-0e7f5b7f3a11",
      title: "T",
      slug: "t",
      content: "c".repeat(300),
      excerpt: "e".repeat(50),
      specialty: "anxiety",
      metaTitle: "  ",
      status: "published",
    });
    expect(parsed).toMatchObject({ specialty: "Anxiety", metaTitle: null, metaDescription: null });
  });
});
