import { describe, expect, it } from "vitest";
import { ApplicationForm, formToPayload, ProfileUpdate } from "./application-schema.ts";
import { LANGUAGE_MESSAGES, languagesField } from "./languages-schema.ts";

const issues = (value: unknown) => {
  const result = languagesField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("languages of sessions", () => {
  it("takes codes from the list, each once, at least one", () => {
    expect(languagesField.parse(["en", "fr", "ase", "fcs", "cmn"])).toEqual(["en", "fr", "ase", "fcs", "cmn"]);
    expect(issues([])).toEqual([LANGUAGE_MESSAGES.none]);
    expect(issues(["en", "xx"])).toEqual([LANGUAGE_MESSAGES.unknown]);
    expect(issues(["French"])).toEqual([LANGUAGE_MESSAGES.unknown]);
    expect(issues(["fr", "fr"])).toEqual([LANGUAGE_MESSAGES.twice]);
    expect(issues("fr")).toHaveLength(1);
  });

  it("defaults to English on an application that does not say, and is refused empty on a form", () => {
    const form = new FormData();
    form.append("languagesPresent", "1");
    expect(formToPayload(form).languages).toEqual([]);
    form.append("languages", "fr");
    form.append("languages", "ar");
    expect(formToPayload(form).languages).toEqual(["fr", "ar"]);
    expect(ApplicationForm.shape.languages.parse(undefined)).toEqual(["en"]);
    expect(ApplicationForm.shape.languages.safeParse([]).success).toBe(false);
  });

  it("is optional in a partial update, and checked when given", () => {
    expect(ProfileUpdate.safeParse({}).success).toBe(true);
    expect(ProfileUpdate.safeParse({ languages: ["pa", "ur"] }).success).toBe(true);
    const refused = ProfileUpdate.safeParse({ languages: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["languages"]);
    expect(ProfileUpdate.safeParse({ languages: ["klingon"] }).error?.issues[0]?.message).toBe(
      LANGUAGE_MESSAGES.unknown,
    );
  });
});
