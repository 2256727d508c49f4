import { describe, expect, it } from "vitest";
import profileformEn from "#app/i18n/compiled/profileform.en.ts";
import profileformFr from "#app/i18n/compiled/profileform.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { PHOTO_MESSAGE_IDS, photoMessage } from "./photo-messages.ts";
import { checkPhotoFile, PHOTO_MESSAGES } from "./photo-rules.ts";

// The French twins of the photo refusals: each has one, whose English catalogue text is the refusal's own words
// (so a reworded refusal cannot silently lose its twin, and English pages show what the API answers).

const en = translator("en", profileformEn);
const fr = translator("fr", profileformFr);

describe("photo refusals in the page's words", () => {
  it("knows every refusal, by the very words of the English catalogue", () => {
    for (const message of Object.values(PHOTO_MESSAGES)) expect(PHOTO_MESSAGE_IDS[message], message).toBeDefined();
    for (const [english, id] of Object.entries(PHOTO_MESSAGE_IDS)) expect(en(id)).toBe(english);
    for (const message of Object.values(PHOTO_MESSAGES)) expect(photoMessage(message, en)).toBe(message);
  });

  it("writes the API's and the browser's refusals in French on a French page", () => {
    expect(photoMessage(PHOTO_MESSAGES.wrongType, fr)).toBe("Ce fichier n’est pas une image JPG, PNG, GIF ou WebP.");
    expect(photoMessage(checkPhotoFile({ size: 6_000_000, type: "image/png" }) ?? "", fr)).toBe(
      "La photo dépasse 5 Mo. Veuillez choisir une image plus petite.",
    );
    for (const message of Object.values(PHOTO_MESSAGES)) expect(photoMessage(message, fr)).not.toBe(message);
  });

  it("shows a refusal it does not know as it came", () => {
    expect(photoMessage("Authentication required", fr)).toBe("Authentication required");
  });
});
