import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import dashboard from "#app/i18n/compiled/dashboard.en.ts";
import dashboardFr from "#app/i18n/compiled/dashboard.fr.ts";
import profileform from "#app/i18n/compiled/profileform.en.ts";
import profileformFr from "#app/i18n/compiled/profileform.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import { AvailabilityCard, type AvailabilityRefused, type AvailabilitySummary } from "./availability-card.tsx";

const view: AvailabilitySummary = {
  acceptingClients: "yes",
  acceptingWait: null,
  state: "Accepting new clients",
  age: "confirmed 13 days ago",
  stale: false,
  directBilling: ["Green Shield Canada", "Sun Life"],
};
const CATALOGUES = { en: { ...profileform, ...dashboard }, fr: { ...profileformFr, ...dashboardFr } };
const render = (summary: AvailabilitySummary, language: Language = "en", refused?: AvailabilityRefused) => {
  const card = (
    <CatalogueProvider language={language} catalogue={CATALOGUES[language]}>
      <AvailabilityCard view={summary} busy={false} refused={refused} />
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

  it("opens the update form after a refused update, on the posted choice with the refusal under its field", () => {
    expect(render(view)).toContain('<details class="mt-4">');
    const html = render(view, "en", {
      values: { acceptingClients: "waitlist", acceptingWait: "" },
      errors: { acceptingWait: ["Choose about how long the wait is"] },
    });
    expect(html).toContain('<details open="" class="mt-4">');
    expect(html).toContain('<option value="waitlist" selected="">');
    expect(html).toMatch(/id="dashboard-acceptingWait"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="dashboard-acceptingWait-error"[^>]*>Choose about how long the wait is<\/p>/);
  });

  it("says it in French on the French dashboard", () => {
    const html = render(view, "fr");
    expect(html).toContain(
      "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : Green Shield Canada, Sun Life.",
    );
    expect(html).toContain("Mettre à jour les disponibilités");
    expect(html).not.toContain("Still accurate");
  });
});
