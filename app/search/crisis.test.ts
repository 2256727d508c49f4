import { describe, expect, it } from "vitest";
import { crisisAsSpecialty, isCrisisQuery } from "./crisis.ts";

describe("a search in crisis", () => {
  it("is known by its words, in English and French, whatever their case, accents and marks", () => {
    for (const query of [
      "want to die",
      "I don't want to live",
      "Suicide",
      "self-harm",
      "Envie de mourir",
      "suicidaire",
    ])
      expect(isCrisisQuery(query), query).toBe(true);
    for (const query of ["anxiety toronto", "diet", "Wang", "crisp", "dying to meet", "suicides"])
      expect(isCrisisQuery(query), query).toBe(false);
  });

  it("reads a phrase of wanting to die as the specialty it is about, and leaves other queries as typed", () => {
    expect(crisisAsSpecialty("want to die")).toBe("suicidal");
    expect(crisisAsSpecialty("I want to die, Toronto")).toBe("suicidal toronto");
    expect(crisisAsSpecialty("J'ai envie de mourir")).toBe("suicidal");
    expect(crisisAsSpecialty("je veux mourir")).toBe("suicidal");
    expect(crisisAsSpecialty("Suicide loss")).toBe("Suicide loss");
    expect(crisisAsSpecialty("Anxiété")).toBe("Anxiété");
  });
});
