import { describe, expect, it } from "vitest";
import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { resultsCountText } from "./results-text.ts";

// The count above the cards agrees with its number: one matching therapist, two matching therapists.

const en = translator("en", directoryEn);
const fr = translator("fr", directoryFr);
const count = (shown: number, total: number, totalInDatabase: number, filtered = true) => ({
  loading: false,
  shown,
  total,
  totalInDatabase,
  filtered,
});

describe("the results count", () => {
  it("says one matching therapist in the singular, in English and in French", () => {
    expect(resultsCountText(count(1, 1, 120), en)).toBe("Showing 1 of 1 matching therapist (120+ total)");
    expect(resultsCountText(count(1, 1, 12), en)).toBe("Showing 1 of 1 matching therapist");
    expect(resultsCountText(count(1, 1, 120), fr)).toBe("1 sur 1 thérapeute correspondant (120+ au total)");
    expect(resultsCountText(count(1, 1, 12), fr)).toBe("1 sur 1 thérapeute correspondant");
    expect(resultsCountText(count(1, 1, 1, false), en)).toBe("Showing 1 verified therapist");
    expect(resultsCountText(count(1, 1, 1, false), fr)).toBe("1 thérapeute vérifié");
  });

  it("says several in the plural, the number as before", () => {
    expect(resultsCountText(count(24, 1500, 2000), en)).toBe("Showing 24 of 1500 matching therapists (2000+ total)");
    expect(resultsCountText(count(2, 2, 12), fr)).toBe("2 sur 2 thérapeutes correspondants");
    expect(resultsCountText(count(3, 3, 3, false), en)).toBe("Showing 3 verified therapists");
  });

  it("says 'matching' only when the filters narrow the list (a postal code alone orders it)", () => {
    expect(resultsCountText(count(24, 281, 281), en)).toBe("Showing 24 of 281+ therapists");
    expect(resultsCountText(count(24, 281, 281), fr)).not.toMatch(/correspondant/);
    expect(resultsCountText(count(12, 12, 12), en)).toBe("Showing 12 verified therapists");
    expect(resultsCountText(count(24, 280, 281), en)).toBe("Showing 24 of 280 matching therapists (281+ total)");
  });
});
