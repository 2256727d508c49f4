import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import profileform from "#app/i18n/compiled/profileform.en.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import { AvailabilityCard, type AvailabilitySummary } from "./availability-card.tsx";

const view: AvailabilitySummary = {
  acceptingClients: "yes",
  acceptingWait: null,
  state: "Accepting new clients",
  age: "confirmed 13 days ago",
  stale: false,
  directBilling: ["Green Shield Canada", "Sun Life"],
};
const render = (summary: AvailabilitySummary) => {
  const card = (
    <CatalogueProvider language="en" catalogue={profileform}>
      <AvailabilityCard view={summary} busy={false} />
    </CatalogueProvider>
  );
  const router = createMemoryRouter([{ path: "/", element: card }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

describe("the dashboard's availability card", () => {
  it("says that Still accurate confirms the direct billing list, naming its insurers, only when there is one", () => {
    expect(render(view)).toContain(
      "&quot;Still accurate&quot; also confirms that you bill these insurers directly: Green Shield Canada, Sun Life.",
    );
    const none = render({ ...view, directBilling: [] });
    expect(none).toContain("Still accurate");
    expect(none).not.toContain("bill these insurers directly");
  });
});
