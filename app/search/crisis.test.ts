import { describe, expect, it } from "vitest";
import { crisisAsSpecialty, isCrisisQuery } from "./crisis.ts";

describe("a search in crisis", () => {
  it("is known by its words, in English and French, whatever their case, accents, apostrophes and hyphens", () => {
    for (const query of [
      "want to die",
      "I don't want to live",
      "i dont want to live anymore",
      "Suicide",
      "suicides",
      "self-harm",
      "self-harming",
      "cutting myself",
      "overdose",
      "crises",
      "Envie de mourir",
      "suicidaire",
    ])
      expect(isCrisisQuery(query), query).toBe(true);
    for (const query of ["anxiety toronto", "diet", "Wang", "crisp", "dying to meet", "self esteem", "over"])
      expect(isCrisisQuery(query), query).toBe(false);
  });

  it("is searched as the specialty it is about, its other words left out; bereavement by suicide as typed", () => {
    for (const query of [
      "want to die",
      "I want to kill myself",
      "I want to end my life",
      "I feel like I want to die",
      "suicidal thoughts",
      "J'ai envie de mourir",
      "je veux me tuer",
      "j'ai envie d'en finir",
      "pensées suicidaires",
    ])
      expect(crisisAsSpecialty(query), query).toBe("suicidal");
    expect(crisisAsSpecialty("self-harming teens")).toBe("self harm");
    expect(crisisAsSpecialty("overdose")).toBe("addiction");
    expect(crisisAsSpecialty("crisis")).toBe("crisis");
    expect(crisisAsSpecialty("Suicide loss")).toBe("Suicide loss");
    expect(crisisAsSpecialty("deuil après un suicide")).toBe("deuil après un suicide");
    expect(crisisAsSpecialty("Anxiété")).toBe("Anxiété");
  });
});
