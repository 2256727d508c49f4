import { compileMessage } from "@lingui/message-utils/compileMessage";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CompiledCatalogue, MessageId } from "./catalogue.ts";
import { CatalogueProvider, T, translator } from "./i18n.tsx";

// <T> puts a message's marked-up words in the elements it is given; translate functions write values and plurals.

const catalogue = (messages: Record<string, string>): CompiledCatalogue =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));

describe("words in React", () => {
  it("puts tagged words in their elements, a self-closing tag's element as it is, values in place", () => {
    const words = catalogue({
      x: "Écrivez à <mail>{email}</mail> ou lisez notre <privacy>politique</privacy>.<br/>Merci, {name}!",
    });
    const html = renderToStaticMarkup(
      <CatalogueProvider language="fr" catalogue={words}>
        <T
          id={"x" as MessageId}
          values={{ email: "a@b.ca", name: "Léa" }}
          components={{ mail: <a href="mailto:a@b.ca" />, privacy: <a href="/fr/x" />, br: <br /> }}
        />
      </CatalogueProvider>,
    );
    expect(html).toBe(
      'Écrivez à <a href="mailto:a@b.ca">a@b.ca</a> ou lisez notre <a href="/fr/x">politique</a>.<br/>Merci, Léa!',
    );
  });

  it("writes a value's own angle brackets as text, never as markup of the message", () => {
    const words = catalogue({ by: "By <author>{name}</author>" });
    const html = renderToStaticMarkup(
      <CatalogueProvider language="en" catalogue={words}>
        <T
          id={"by" as MessageId}
          values={{ name: 'Jo</author><author>x</author><script>alert(3)</script>"' }}
          components={{ author: <a href="/therapists/jo" /> }}
        />
      </CatalogueProvider>,
    );
    expect(html).toBe(
      'By <a href="/therapists/jo">Jo&lt;/author&gt;&lt;author&gt;x&lt;/author&gt;&lt;script&gt;alert(3)&lt;/script&gt;&quot;</a>',
    );
  });

  it("writes a message with the language's plural rules, and a missing one as its id", () => {
    const t = translator("fr", catalogue({ n: "{n, plural, one {# place} other {# places}}" }));
    expect(t("n" as MessageId, { n: 0 })).toBe("0 place");
    expect(t("n" as MessageId, { n: 3 })).toBe("3 places");
    expect(t("nowhere" as MessageId)).toBe("[nowhere]");
  });

  it("takes a later catalogue's message over an earlier one's, for whichever catalogues it is given", () => {
    const common = catalogue({ title: "Directory", site: "Site" });
    const page = catalogue({ title: "Profile" });
    const other = catalogue({ title: "Blog" });
    const say = (t: ReturnType<typeof translator>) => `${t("title" as MessageId)} | ${t("site" as MessageId)}`;
    expect(say(translator("en", common, undefined, page))).toBe("Profile | Site");
    // the same first catalogue with another after it, then the first pair again: each its own words
    expect(say(translator("en", common, other))).toBe("Blog | Site");
    expect(say(translator("en", common, page))).toBe("Profile | Site");
    expect(say(translator("en", page, common))).toBe("Directory | Site");
    expect(say(translator("en", common))).toBe("Directory | Site");
    expect(say(translator("en", null, "text"))).toBe("[title] | [site]");
  });
});
