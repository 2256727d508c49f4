import { describe, expect, it } from "vitest";
import { formToPayload, inShownOrder } from "./application-schema.ts";

describe("a list chosen on a form", () => {
  it("keeps the order its values were shown in, the newly chosen after them", () => {
    expect(inShownOrder(["Grief", "Anxiety", "Trauma"], ["Anxiety", "Grief", "Trauma"])).toEqual([
      "Grief",
      "Anxiety",
      "Trauma",
    ]);
    expect(inShownOrder(["Grief", "Anxiety"], ["ADHD", "Anxiety", "Burnout"])).toEqual(["Anxiety", "ADHD", "Burnout"]);
    expect(inShownOrder([], ["B", "A"])).toEqual(["B", "A"]);
  });

  it("is read from the posted boxes (in the list's order) and the order the form showed", () => {
    const form = new FormData();
    for (const value of ["Grief", "Life Transitions"]) form.append("specialtiesOrder", value);
    form.append("specialtiesPresent", "1");
    for (const value of ["Anxiety", "Grief", "Life Transitions"]) form.append("specialties", value);
    const payload = formToPayload(form);
    expect(payload.specialties).toEqual(["Grief", "Life Transitions", "Anxiety"]);
    expect(payload).not.toHaveProperty("specialtiesOrder");
  });
});
