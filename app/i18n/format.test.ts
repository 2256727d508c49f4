import { readdirSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { CompiledCatalogue } from "./catalogue.ts";
import { formatMessage, type CompiledMessage } from "./format.ts";

// formatMessage reads Lingui's compiled format in place of Lingui's runtime: for every message of every
// catalogue, and for the ICU forms it knows, it writes what @lingui/core writes. French elision (`{name, elide, de}`)
// is its own form, which Lingui's runtime does not know: app/i18n/elision.test.ts holds the messages that use it.

const COMPILED = path.join(import.meta.dirname, "compiled");
const LOCALE = { en: "en-CA", fr: "fr-CA" } as const;

/** Values for a message's arguments: a count for those chosen by number, a word for the others. */
function sampleValues(message: CompiledMessage, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, options] = token;
      values[name] = type === "plural" || type === "selectordinal" || type === "number" ? count : `«${name}»`;
      if (options && typeof options === "object")
        for (const branch of Object.values(options)) if (Array.isArray(branch)) visit(branch as CompiledMessage);
    }
  };
  visit(message);
  return values;
}

const usesElision = (message: CompiledMessage) => JSON.stringify(message).includes('","elide",');

const lingui = (locale: string, messages: CompiledCatalogue) =>
  setupI18n({ locale, messages: { [locale]: messages as never } });

describe("formatMessage", () => {
  it("writes every catalogue's messages as Lingui does, counts 0, 1, 2 and 1,250", async () => {
    const files = readdirSync(COMPILED);
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const locale = LOCALE[file.includes(".fr.") ? "fr" : "en"];
      const catalogue = ((await import(path.join(COMPILED, file))) as { default: CompiledCatalogue }).default;
      const i18n = lingui(locale, catalogue);
      for (const [id, message] of Object.entries(catalogue).filter(([, message]) => !usesElision(message)))
        for (const count of [0, 1, 2, 1250]) {
          const values = sampleValues(message, count);
          expect(formatMessage(message, values, locale), `${file} ${id}`).toBe(i18n._(id, values));
        }
    }
  });

  it("knows select, selectordinal, exact branches, offsets and numbers as Lingui does", () => {
    const messages = {
      select: "{who, select, therapist {For therapists} other {For everyone}}",
      ordinal: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} visit",
      exact: "{n, plural, =0 {no spots} one {# spot} other {# spots}}",
      offset: "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}",
      number: "{n, number} therapists",
    };
    const cases = [
      { who: "therapist", n: 0 },
      { who: "visitor", n: 1 },
      { who: "x", n: 2 },
      { who: "x", n: 3 },
      { who: "x", n: 1234.5 },
    ];
    for (const locale of ["en-CA", "fr-CA"]) {
      const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
      const i18n = lingui(locale, compiled as CompiledCatalogue);
      for (const [id, message] of Object.entries(compiled))
        for (const values of cases)
          expect(formatMessage(message as CompiledMessage, values, locale), `${locale} ${id} ${values.n}`).toBe(
            i18n._(id, values),
          );
    }
    expect(formatMessage(compileMessage(messages.exact) as CompiledMessage, { n: 0 }, "fr-CA")).toBe("no spots");
    expect(formatMessage(compileMessage(messages.number) as CompiledMessage, { n: 1250 }, "fr-CA")).toBe(
      "1\u00a0250 therapists",
    );
  });
});
