import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outlineIds } from "#app/components/prose-outline.tsx";
import { compiledFiles, COMPILED, readCompiled } from "../../scripts/i18n-compile.ts";
import { AREAS } from "./catalogue.ts";
import { MESSAGE_TAG } from "./i18n.tsx";
import { PRIVACY_OUTLINE, TERMS_OPENING, TERMS_OUTLINE } from "./outlines.ts";

// The catalogues: every id in both languages, the same markup in both, and the compiled form as fresh as its
// source (`npm run i18n:compile` after any change).

type Catalogue = Record<string, string>;
const load = async (area: string, language: string) =>
  ((await import(`./messages/${area}.${language}.ts`)) as { default: Catalogue }).default;

const tags = (text: string) => [...text.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\/?>/g)].map((m) => m[0]).sort();
// What is left of a message once T has read its markup: no tag may be left to show as text.
const unreadMarkup = (text: string) => text.replace(new RegExp(MESSAGE_TAG, "g"), "").match(/<\/?[a-zA-Z][^>]*>/g);
// An argument is a name alone in braces or before its format's comma; a plural branch's words are not one.
const argumentsOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]));

describe("catalogues", () => {
  it("has a catalogue in each language for every area, and no other", () => {
    const files = readdirSync(path.join(import.meta.dirname, "messages")).sort();
    expect(files).toEqual(AREAS.flatMap((area) => [`${area}.en.ts`, `${area}.fr.ts`]).sort());
  });

  it.each(AREAS)("%s: every id in French and in English, with the same markup", async (area) => {
    const en = await load(area, "en");
    const fr = await load(area, "fr");
    expect(
      Object.keys(fr).filter((id) => !(id in en)),
      "ids missing in English",
    ).toEqual([]);
    expect(
      Object.keys(en).filter((id) => !(id in fr)),
      "ids missing in French",
    ).toEqual([]);
    for (const [id, text] of Object.entries(en)) {
      const french = fr[id] ?? "";
      expect(french.trim(), id).not.toBe("");
      expect(tags(french), id).toEqual(tags(text));
      expect(unreadMarkup(text), `${id} (en)`).toBeNull();
      expect(unreadMarkup(french), `${id} (fr)`).toBeNull();
      for (const name of argumentsOf(french)) expect(argumentsOf(text), `${id}: {${name}}`).toContain(name);
    }
  });

  it("has compiled catalogues as fresh as their sources (run npm run i18n:compile)", async () => {
    const fresh = await compiledFiles();
    expect([...fresh.keys()].sort()).toEqual(readdirSync(COMPILED).sort());
    for (const [name, text] of fresh) expect(readCompiled(name), name).toBe(text);
  });

  it("has a message for every block of the long-form pages, and no message outside them", async () => {
    const pages = [
      { prefix: "privacy", outline: PRIVACY_OUTLINE },
      { prefix: "terms", outline: [...TERMS_OPENING, ...TERMS_OUTLINE] },
    ];
    for (const { prefix, outline } of pages) {
      const en = await load(prefix, "en");
      const ids = outlineIds(prefix, outline);
      expect(ids.filter((id) => !(id in en))).toEqual([]);
      const sections = new Set(outline.map((section) => section.key));
      const inSections = Object.keys(en).filter((id) => sections.has(id.split(".")[1] ?? ""));
      expect(inSections.filter((id) => !ids.includes(id))).toEqual([]);
    }
  });

  // CRPO's advertising standard: no message invites reviews or testimonials, and paid placement is described by
  // fact, not by a superlative or an unmeasured comparison (decisions 073, 076).
  it.each(AREAS)("%s: invites no reviews or testimonials and calls no placement the best", async (area) => {
    const invitation =
      /leave a review|write a review|rate (us|them|your|this)|be the first to|testimonial|laisse[rz] un avis|en laisser un|soyez (le premier|la première)|témoignage|meilleure position|\d+x more|fois plus de/i;
    for (const language of ["en", "fr"]) {
      const catalogue = await load(area, language);
      const found = Object.entries(catalogue).filter(([, text]) => invitation.test(text));
      expect(found, `${area}.${language}`).toEqual([]);
    }
  });

  it.each(AREAS)("%s: French puts a space before a colon, as French typography does", async (area) => {
    const fr = await load(area, "fr");
    const tight = Object.entries(fr).filter(([, text]) => /[\p{L}\p{N})»}]:(?!\/\/)/u.test(text));
    expect(tight).toEqual([]);
  });
});
