import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BackLink } from "./back-link.tsx";

describe("BackLink", () => {
  it("renders the arrow, then the label as one text node with a space before it", () => {
    const html = renderToString(
      <MemoryRouter>
        <BackLink to="/admin" label="Back to Admin Dashboard" />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /^<a class="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline" href="\/admin" data-discover="true"><svg class="icon size-4" aria-hidden="true"><use href="[^"]*#arrow-left"><\/use><\/svg> Back to Admin Dashboard<\/a>$/,
    );
  });
});
