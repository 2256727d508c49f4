import { describe, expect, it } from "vitest";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { fieldErrors } from "#app/http/field-errors.ts";
import { BlogPostInput } from "./post-input.ts";
import { POST_REFUSALS, postFieldErrors, postRefusal } from "./post-messages.ts";

// The post form's refusals: the English catalogue says word for word what the schema says (so the French twin is
// of the same message), and every refusal of an empty or wrong post has a French twin.

const t = (language: "en" | "fr") => translator(language, catalogue(language, "post-form"));

describe("the post form's refusals", () => {
  it("are the schema's own words in the English catalogue", () => {
    for (const [english, id] of Object.entries(POST_REFUSALS)) {
      const values = id.startsWith("postform.error.excerpt") ? { min: 50, max: 160 } : { min: 300, max: 60 };
      expect(t("en")(id, values)).toBe(english);
    }
  });

  it("are each in French on a French page, and unchanged on an English one", () => {
    const parsed = BlogPostInput.safeParse({
      title: "\u0000",
      slug: "",
      content: "x".repeat(50_001),
      excerpt: "x".repeat(161),
      specialty: "Astrologie",
      metaTitle: "x".repeat(301),
      status: "perhaps",
      language: "de",
    });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!);
    const french = postFieldErrors(errors, "fr", t("fr"));
    expect(Object.keys(french).sort()).toEqual(Object.keys(errors).sort());
    for (const messages of Object.values(french))
      for (const message of messages) expect(message).not.toMatch(/[[\]]|characters|required|Please/);
    expect(french.metaTitle).toEqual(["Au plus 300 caractères"]);
    expect(french.content).toEqual([`Au plus ${new Intl.NumberFormat("fr-CA").format(50_000)} caractères`]);
    expect(french.therapistId).toEqual(["Veuillez choisir un ou une thérapeute (auteur ou autrice)."]);
    expect(postFieldErrors(errors, "en", t("en"))).toBe(errors);
    expect(postRefusal("Something new", "fr", t("fr"))).toBe("Veuillez vérifier ce champ.");
  });
});
