import { describe, expect, it } from "vitest";
import { collectionPage, organization, website } from "./structured-data.ts";

describe("structured data", () => {
  it("writes a listing page in its path's language, and the site in both", () => {
    const page = (path: string) => collectionPage("https://x.test", { path, name: "N", description: "D" });
    expect(page("/ontario/toronto").inLanguage).toBe("en-CA");
    expect(page("/fr/ontario/toronto?page=2").inLanguage).toBe("fr-CA");
    expect(page("/fr?city=Toronto").inLanguage).toBe("fr-CA");
    expect(page("/front").inLanguage).toBe("en-CA");
    expect(website("https://x.test", "Répertoire").inLanguage).toEqual(["en-CA", "fr-CA"]);
  });

  it("names the site and its organisation in the words it is given (the page's language)", () => {
    const words = { name: "Répertoire canadien des thérapeutes", description: "Trouvez un thérapeute." };
    expect(organization("https://x.test", words)).toMatchObject(words);
    expect(website("https://x.test", words.name).name).toBe(words.name);
  });

  it("searches the directory in the page's language: a French page's search box leads to /fr", () => {
    const target = (home?: string) =>
      (website("https://x.test", "Répertoire", home).potentialAction as { target: { urlTemplate: string } }).target;
    expect(target().urlTemplate).toBe("https://x.test/?query={search_term_string}");
    expect(target("/fr").urlTemplate).toBe("https://x.test/fr?query={search_term_string}");
    expect(organization("https://x.test", { name: "R", description: "D" }, "/fr").url).toBe("https://x.test/fr");
  });
});
