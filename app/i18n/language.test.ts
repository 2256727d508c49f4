import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { translator } from "./i18n.tsx";
import { formatCurrency, formatDate, languageOfPath } from "./language.ts";

// A page's language from its URL, and dates, amounts and plurals as each locale writes them.

describe("languages", () => {
  it("reads the language from the /fr prefix only", () => {
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/fr.data")).toBe("fr");
    expect(languageOfPath("/fr/tarifs")).toBe("fr");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/pricing")).toBe("en");
    expect(languageOfPath("/front")).toBe("en");
    expect(languageOfPath("/blog/fr")).toBe("en");
  });

  it("writes dates as en-CA and fr-CA do, the same day everywhere", () => {
    expect(formatDate("fr", "2026-11-12")).toBe("12 nov. 2026");
    expect(formatDate("en", "2026-11-12")).toBe("Nov 12, 2026");
    expect(formatDate("fr", "2026-11-12", "long")).toBe("12 novembre 2026");
    expect(formatDate("en", "2026-11-12", "long")).toBe("November 12, 2026");
    // the first of a month in French is an ordinal; the 10th to 19th are not
    expect(formatDate("fr", Date.UTC(2026, 0, 1, 23, 30))).toBe("1er janv. 2026");
    expect(formatDate("fr", "2026-12-01", "long")).toBe("1er décembre 2026");
    expect(formatDate("fr", "2026-12-11")).toBe("11 déc. 2026");
    expect(formatDate("en", "2026-12-01")).toBe("Dec 1, 2026");
  });

  it("writes amounts in Canadian dollars, the sign after the amount in French", () => {
    expect(formatCurrency("fr", 140)).toBe("140\u00a0$");
    expect(formatCurrency("en", 140)).toBe("$140");
    expect(formatCurrency("fr", 9.99)).toBe("9,99\u00a0$");
    expect(formatCurrency("en", 9.99)).toBe("$9.99");
    expect(formatCurrency("fr", 1250)).toBe("1\u00a0250\u00a0$");
  });

  it("chooses plural forms by each language's rules (0 is singular in French)", () => {
    const catalogue = { days: compileMessage("{n, plural, one {# jour} other {# jours}}") };
    const english = { days: compileMessage("{n, plural, one {# day} other {# days}}") };
    const fr = translator("fr", catalogue) as (id: string, values: { n: number }) => string;
    const en = translator("en", english) as (id: string, values: { n: number }) => string;
    expect([0, 1, 2].map((n) => fr("days", { n }))).toEqual(["0 jour", "1 jour", "2 jours"]);
    expect([0, 1, 2].map((n) => en("days", { n }))).toEqual(["0 days", "1 day", "2 days"]);
  });
});
