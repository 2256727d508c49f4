import { describe, expect, it } from "vitest";
import { CONTENT_MIN, EXCERPT_MAX, EXCERPT_MIN, isSlug } from "#app/blog/rules.ts";
import { findSpecialty } from "#app/reference/specialties.ts";
import { FRENCH_DEMO_POSTS, writeFrenchText } from "./french-posts.ts";
import { createRandom } from "./random.ts";

describe("the demo's French posts", () => {
  it("follow the post form's rules", () => {
    for (const post of FRENCH_DEMO_POSTS) {
      expect(isSlug(post.slug), post.slug).toBe(true);
      expect(post.excerpt.length).toBeGreaterThanOrEqual(EXCERPT_MIN);
      expect(post.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
      expect(post.paragraphs.join("\n\n").length).toBeGreaterThanOrEqual(CONTENT_MIN);
      expect(findSpecialty(post.specialty)).toBe(post.specialty);
    }
  });

  it("writes the same synthetic post from the same stream, in French", () => {
    const a = writeFrenchText(createRandom(7), "Grief & Loss");
    expect(writeFrenchText(createRandom(7), "Grief & Loss")).toEqual(a);
    expect(a.title).toMatch(/^Deuil et perte : /);
    expect(a.paragraphs.join(" ")).toMatch(/deuil et perte/);
    expect(a.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
  });
});
