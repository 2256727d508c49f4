import { Search } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

const SEARCH_SHAPES = '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>';

describe("Icon", () => {
  it("draws lucide's shapes in a bare svg, styled by the icon class and hidden from screen readers", () => {
    expect(renderToStaticMarkup(<Icon icon={Search} className="size-4 text-brand-700" />)).toBe(
      `<svg class="icon size-4 text-brand-700" viewBox="0 0 24 24" aria-hidden="true">${SEARCH_SHAPES}</svg>`,
    );
  });

  it("has the icon class alone without a className", () => {
    expect(renderToStaticMarkup(<Icon icon={Search} />)).toBe(
      `<svg class="icon" viewBox="0 0 24 24" aria-hidden="true">${SEARCH_SHAPES}</svg>`,
    );
  });

  it("is an image named by its label when it has one", () => {
    expect(renderToStaticMarkup(<Icon icon={Search} label="Search" className="size-4" />)).toBe(
      `<svg class="icon size-4" viewBox="0 0 24 24" role="img" aria-label="Search">${SEARCH_SHAPES}</svg>`,
    );
  });

  it("writes none of lucide's presentation attributes", () => {
    expect(renderToStaticMarkup(<Icon icon={Search} />)).not.toMatch(/xmlns|width|height|fill|stroke|lucide/);
  });
});
