import { describe, expect, it } from "vitest";
import applyEn from "#app/i18n/compiled/apply.en.ts";
import applyFr from "#app/i18n/compiled/apply.fr.ts";
import fitEn from "#app/i18n/compiled/fit.en.ts";
import fitFr from "#app/i18n/compiled/fit.fr.ts";
import profileformEn from "#app/i18n/compiled/profileform.en.ts";
import profileformFr from "#app/i18n/compiled/profileform.fr.ts";
import { PHOTO_MESSAGES } from "#app/uploads/photo-rules.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { ApplicationForm, CHOICE_MESSAGE } from "./application-schema.ts";
import { fieldMessage, FIXED, pageFieldErrors } from "./field-messages.ts";
import { fieldErrors } from "#app/http/field-errors.ts";

// The French twins of the profile schemas' refusals: each fixed message's English catalogue text is the schema's
// own (so a reworded schema message cannot silently lose its twin), and shaped ones name the field in French.

const en = translator("en", applyEn, fitEn, profileformEn);
const fr = translator("fr", applyFr);

describe("field messages", () => {
  it("knows each fixed refusal by the very words of the English catalogue", () => {
    for (const [english, id] of Object.entries(FIXED)) expect(en(id, { min: 150 })).toBe(english);
  });

  it("writes a photo sent with the form and refused in French, as the photo control does", () => {
    const french = translator("fr", applyFr, profileformFr);
    expect(fieldMessage("profileImageUrl", PHOTO_MESSAGES.wrongType, "fr", french)).toBe(
      "Ce fichier n’est pas une image JPG, PNG, GIF ou WebP.",
    );
  });

  it("writes the identity's consent refusal in French", () => {
    const french = translator("fr", applyFr, fitFr);
    expect(
      fieldMessage(
        "identityConsent",
        "Tick the consent box to show these on your profile, or untick them",
        "fr",
        french,
      ),
    ).toBe("Cochez la case de consentement pour afficher ces éléments, ou décochez-les");
  });

  it("writes fixed and shaped refusals in French, and leaves English alone", () => {
    expect(fieldMessage("phone", "Please enter a valid phone number", "fr", fr)).toBe(
      "Veuillez entrer un numéro de téléphone valide",
    );
    expect(fieldMessage("city", "City must be at most 100 characters", "fr", fr)).toBe(
      "Le champ « Ville » accepte au plus 100 caractères",
    );
    expect(fieldMessage("couplesFee", "Couples or family session fee must be at most 10,000", "fr", fr)).toBe(
      "Le champ « Tarif d’une séance de couple ou de famille » ne peut pas dépasser 10\u00a0000",
    );
    expect(fieldMessage("rate", "Individual session fee must have at most 2 decimal places", "fr", fr)).toBe(
      "Le champ « Tarif » accepte au plus 2 décimales",
    );
    expect(fieldMessage("phone", "Something new", "fr", fr)).toBe("Veuillez vérifier ce champ.");
    expect(fieldMessage("phone", "Please enter a valid phone number", "en", en)).toBe(
      "Please enter a valid phone number",
    );
  });

  it("tells a missing choice from one the form does not list, in both languages", () => {
    const errorsOf = (value: Record<string, unknown>) => {
      const parsed = ApplicationForm.safeParse(value);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errorsOf({}).yearsExperience).toEqual(["Years of experience is required"]);
    expect(errorsOf({ yearsExperience: "" }).province).toEqual(["Province is required"]);
    const unlisted = errorsOf({ yearsExperience: "100", province: "ZZ" });
    expect([unlisted.yearsExperience, unlisted.province]).toEqual([[CHOICE_MESSAGE], [CHOICE_MESSAGE]]);
    expect(pageFieldErrors(unlisted, "fr", fr).province).toEqual(["Choisissez l’une des options proposées"]);
  });

  it("turns every refusal of an empty application into French", () => {
    const parsed = ApplicationForm.safeParse({});
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const french = pageFieldErrors(fieldErrors(parsed.error), "fr", fr);
    expect(Object.values(french).flat()).not.toContain("Veuillez vérifier ce champ.");
    expect(french.firstName).toEqual(["Veuillez remplir le champ « Prénom »"]);
  });
});
