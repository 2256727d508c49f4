import { describe, expect, it } from "vitest";
import { isProfilePage, loadProfileWords, loadProfileWordsOf, profileWordsNow } from "./profile-page-words.ts";

describe("a profile's words as a script per language", () => {
  it("are a profile's, in English and in French, and no other page's", () => {
    for (const path of ["/therapists/jordan-rivera", "/fr/therapeutes/jordan-rivera", "/therapists/jordan-rivera/"])
      expect(isProfilePage(path), path).toBe(true);
    for (const path of ["/", "/fr", "/therapists", "/therapists/a/b", "/fr/therapists/a", "/blog/post"])
      expect(isProfilePage(path), path).toBe(false);
  });

  it("hold the profile area and the fit lines, in the page's language only (the names come with the profile)", async () => {
    expect(profileWordsNow("/blog")).toBeUndefined();
    await loadProfileWordsOf("/fr/therapeutes/jordan-rivera");
    const french = profileWordsNow("/fr/therapeutes/jordan-rivera")!;
    expect(Object.keys(french)).toEqual(
      expect.arrayContaining(["profile.title", "inquiry.send", "fit.line.populations"]),
    );
    // of the fit area, only the lines: not the editor's labels or errors, nor the values' names
    expect(
      Object.keys(french).filter((id) => /^fit\.(error|admin|consent|group|population|access|identity)\./.test(id)),
    ).toEqual([]);
    expect(JSON.stringify(french["fit.line.populations"])).toContain("Clientèle");
    const english = await loadProfileWords("en");
    expect(JSON.stringify(english["fit.line.populations"])).toContain("Works with");
    expect(profileWordsNow("/therapists/jordan-rivera")).toBe(english);
  });
});
