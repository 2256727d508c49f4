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
    expect(html).toBe(
      '<a class="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline" href="/admin" data-discover="true">' +
        '<svg class="icon size-4" viewBox="0 0 24 24" aria-hidden="true"><path d="m12 19-7-7 7-7"></path>' +
        '<path d="M19 12H5"></path></svg> Back to Admin Dashboard</a>',
    );
  });
});
