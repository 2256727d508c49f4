import { describe, expect, it } from "vitest";
import { ApplicationForm, formToPayload, ProfileUpdate } from "./application-schema.ts";
import { FIT_MESSAGES } from "./fit-schema.ts";

// The identity's rule as the browser and the server check it: codes in the lists' order, a nation naming
// Indigenous, consent in the same form or request, and a form that held consent withdrawing it when unticked.

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("identity, populations and access", () => {
  it("orders codes as the lists do, and a nation names Indigenous", () => {
    const parsed = ProfileUpdate.parse({
      identity: ["inuit", "trans"],
      identityConsent: true,
      populations: ["seniors", "children"],
    });
    expect(parsed.identity).toEqual(["trans", "indigenous", "inuit"]);
    expect(parsed.populations).toEqual(["children", "seniors"]);
  });

  it("takes an identity only with consent", () => {
    const refused = ProfileUpdate.safeParse({ identity: ["sikh"] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["identityConsent"], message: FIT_MESSAGES.consentNeeded });
    expect(ProfileUpdate.safeParse({ identity: [], identityConsent: false }).success).toBe(true);
    expect(ApplicationForm.shape.identityConsent.parse(undefined)).toBe(false);
  });

  it("reads a form: unticked consent on a form that held it withdraws, whatever boxes are ticked", () => {
    const held = formToPayload(
      form([
        ["identityPresent", "1"],
        ["identity", "black"],
        ["identityConsentPresent", "1"],
        ["identityConsentHeld", "1"],
      ]),
    );
    expect(held).toMatchObject({ identity: [], identityConsent: false });
    expect(ProfileUpdate.safeParse(held).success).toBe(true);
    const fresh = formToPayload(
      form([
        ["identityPresent", "1"],
        ["identity", "black"],
        ["identityConsentPresent", "1"],
      ]),
    );
    expect(fresh).toMatchObject({ identity: ["black"], identityConsent: false });
    expect(ProfileUpdate.safeParse(fresh).success).toBe(false);
  });
});
