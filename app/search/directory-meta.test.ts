import { describe, expect, it } from "vitest";
import { directoryDescription, directoryTitle, type MetaWords } from "./directory-meta.ts";
import { SearchParams } from "./api-params.server.ts";

// A title names the chosen specialty or issue as the lists spell it (in French, by its French name), however the
// address typed it.
const words = (language: "en" | "fr"): MetaWords => ({
  language,
  say: (id, values = {}) => (id === "srv.inOntario" ? "ON" : `${id}(${Object.values(values).join("|")})`),
});

describe("the directory's title", () => {
  it("names a value typed in lower case as the lists spell it, in the page's language", () => {
    const issue = SearchParams.parse({ issue: "anxiety" });
    expect(directoryTitle(issue, undefined, words("en"))).toBe("srv.title.issue(Anxiety|ON)");
    expect(directoryTitle(issue, undefined, words("fr"))).toBe("srv.title.issue(anxiété|ON)");
    const unknown = SearchParams.parse({ specialty: "Knitting" });
    expect(directoryTitle(unknown, undefined, words("fr"))).toBe("srv.title.specialty(knitting|ON)");
  });

  it("writes a French name in lower case within the sentence, but an initialism as it is", () => {
    const grief = SearchParams.parse({ specialty: "Grief & Loss" });
    expect(directoryTitle(grief, undefined, words("fr"))).toBe("srv.title.specialty(deuil et perte|ON)");
    expect(directoryTitle(grief, undefined, words("en"))).toBe("srv.title.specialty(Grief & Loss|ON)");
    const cbt = SearchParams.parse({ specialty: "CBT" });
    expect(directoryTitle(cbt, undefined, words("fr"))).toMatch(/^srv\.title\.specialty\(TCC/);
  });

  it("names a city by its name in the page's language", () => {
    const city = SearchParams.parse({ city: "Montreal" });
    expect(directoryTitle(city, "Montreal", words("fr"))).toBe("srv.title.city(srv.in(Montréal))");
    expect(directoryTitle(city, "Montreal", words("en"))).toBe("srv.title.city(srv.in(Montreal))");
  });
});

describe("the directory's description", () => {
  it("says the directory's size on the home page whatever the words searched (never 'Search 0 therapists')", () => {
    const counts = { total: 0, inDirectory: 280 };
    const words_ = SearchParams.parse({ query: "zzzz" });
    expect(directoryDescription(words_, undefined, counts, words("en"))).toBe(
      "srv.description.all(280|srv.acrossOntario())",
    );
    const city = SearchParams.parse({ city: "Toronto" });
    expect(directoryDescription(city, "Toronto", { total: 42, inDirectory: 280 }, words("en"))).toMatch(
      /^srv\.description\.place\(42\|/,
    );
  });
});
