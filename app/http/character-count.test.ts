import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApplicationForm, bioCount, BIO_MIN } from "#app/submissions/application-schema.ts";
import { characterCount } from "./character-count.ts";

describe("characterCount", () => {
  it("counts an emoji or an accented letter as one character, as the schemas' limits do", () => {
    const text = `${"a".repeat(148)}🙂`;
    expect(characterCount(text)).toBe(149);
    expect(characterCount("Émile 👩🏽‍⚕️")).toBe([..."Émile 👩🏽‍⚕️"].length);
    expect(z.string().min(149).safeParse(text).success).toBe(true);
    expect(z.string().min(150).safeParse(text).success).toBe(false);
  });

  it("is what the bio's counter shows: below the minimum exactly when the schema refuses the bio", () => {
    for (const bio of [`${"a".repeat(BIO_MIN - 2)}🙂`, `${"a".repeat(BIO_MIN - 1)}🙂`, ` ${"é".repeat(BIO_MIN)} `]) {
      const refused = ApplicationForm.shape.bio.safeParse(bio).success === false;
      expect(bioCount(bio) < BIO_MIN, bio).toBe(refused);
    }
  });
});
