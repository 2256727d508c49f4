import { describe, expect, it } from "vitest";
import { badgeSnippet } from "./embed-badge.tsx";

// The website badge's HTML snippet: in the editor's language, its image, its text and the profile it links to.

describe("badgeSnippet", () => {
  it("links the English badge to the English profile", () => {
    expect(badgeSnippet("https://x.ca", "jo-ann", "en", "Verified on Canadian Therapist Directory")).toBe(
      '<a href="https://x.ca/therapists/jo-ann" target="_blank" rel="noopener"><img src="https://x.ca/badge/jo-ann.svg" width="240" height="60" alt="Verified on Canadian Therapist Directory"></a>',
    );
  });

  it("links the French badge to the French profile, its text escaped", () => {
    expect(badgeSnippet("https://x.ca", "jo-ann", "fr", 'Vérifié par le "Répertoire" & <co>')).toBe(
      '<a href="https://x.ca/fr/therapeutes/jo-ann" target="_blank" rel="noopener"><img src="https://x.ca/badge/jo-ann.fr.svg" width="240" height="60" alt="Vérifié par le &quot;Répertoire&quot; &amp; &lt;co&gt;"></a>',
    );
  });
});
