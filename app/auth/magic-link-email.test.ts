import { describe, expect, it } from "vitest";
import { magicLinkEmail } from "./magic-link-email.server.ts";

// The sign-in email links to the link page in the language the link was asked for in: /auth/verify for English,
// its French twin /fr/connexion/verifier for French, always on APP_URL and with the token as its one parameter.

const APP = "https://therapists.example";
const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe("the sign-in email's link", () => {
  it("opens the English link page when the link was asked for in English", () => {
    const email = magicLinkEmail("a@example.org", APP, "tok_en-1", "en");
    expect(links(email.text)).toEqual([`${APP}/auth/verify?token=tok_en-1`]);
    expect(magicLinkEmail("a@example.org", APP, "tok_en-1").text).toBe(email.text);
  });

  it("opens the French link page when the link was asked for in French", () => {
    const email = magicLinkEmail("a@example.org", APP, "tok_fr-1", "fr");
    expect(links(email.text)).toEqual([`${APP}/fr/connexion/verifier?token=tok_fr-1`]);
    expect(email.text).toContain("Cliquez sur le lien ci-dessous pour vous connecter");
  });

  it("keeps the token whole in the link, whatever its characters", () => {
    const email = magicLinkEmail("a@example.org", APP, "a/b+c=", "fr");
    expect(links(email.text)).toEqual([`${APP}/fr/connexion/verifier?token=a%2Fb%2Bc%3D`]);
  });
});
