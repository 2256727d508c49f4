import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSprite, spriteText } from "../../scripts/icon-sprite.ts";
import { Icon } from "./icon.tsx";
import { ICON_NAMES } from "./icon-names.ts";

const USE =
  /^<svg class="icon size-4 text-brand-700" aria-hidden="true"><use href="[^"#]*icons[^"#]*\.svg[^"#]*#search"><\/use><\/svg>$/;

describe("Icon", () => {
  it("draws the sprite's symbol in a bare svg, styled by the icon class and hidden from screen readers", () => {
    expect(renderToStaticMarkup(<Icon name="search" className="size-4 text-brand-700" />)).toMatch(USE);
  });

  it("has the icon class alone without a className", () => {
    expect(renderToStaticMarkup(<Icon name="search" />)).toMatch(/^<svg class="icon" aria-hidden="true"><use /);
  });

  it("is an image named by its label when it has one", () => {
    expect(renderToStaticMarkup(<Icon name="search" label="Search" className="size-4" />)).toMatch(
      /^<svg class="icon size-4" role="img" aria-label="Search"><use /,
    );
  });

  it("writes none of lucide's presentation attributes", () => {
    expect(renderToStaticMarkup(<Icon name="search" />)).not.toMatch(/xmlns|width|height|fill|stroke|lucide/);
  });
});

describe("the icon sprite", () => {
  it("has a symbol of lucide's shapes for every icon name, as fresh as lucide's data (run npm run icons:compile)", () => {
    expect(readSprite()).toBe(spriteText());
    expect(readSprite()).toContain(
      '<symbol id="search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>',
    );
    for (const name of ICON_NAMES) expect(readSprite()).toContain(`<symbol id="${name}" `);
  });
});
