import { describe, expect, it } from "vitest";
import { collectionPage, website } from "./structured-data.ts";

describe("structured data", () => {
  it("writes a listing page in its path's language, and the site in both", () => {
    const page = (path: string) => collectionPage("https://x.test", { path, name: "N", description: "D" });
    expect(page("/ontario/toronto").inLanguage).toBe("en-CA");
    expect(page("/fr/ontario/toronto?page=2").inLanguage).toBe("fr-CA");
    expect(page("/fr?city=Toronto").inLanguage).toBe("fr-CA");
    expect(page("/front").inLanguage).toBe("en-CA");
    expect(website("https://x.test").inLanguage).toEqual(["en-CA", "fr-CA"]);
  });
});
