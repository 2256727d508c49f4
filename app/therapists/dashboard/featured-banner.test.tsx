import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import dashboard from "#app/i18n/compiled/dashboard.en.ts";
import dashboardFr from "#app/i18n/compiled/dashboard.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import { FeaturedBanner, type FeaturedView } from "./featured-banner.tsx";

const notFeatured: FeaturedView = {
  daysLeft: null,
  featuredUntil: null,
  subscriptionStatus: null,
  firstPayment: null,
  demoCheckoutId: null,
  billing: false,
};
const CATALOGUES = { en: dashboard, fr: dashboardFr };
const render = (view: FeaturedView, language: Language = "en") => {
  const banner = (
    <CatalogueProvider language={language} catalogue={CATALOGUES[language]}>
      <FeaturedBanner view={view} busy={false} />
    </CatalogueProvider>
  );
  return renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: banner }])} />);
};

describe("the dashboard's Featured banner", () => {
  it("offers Get Featured to a listing with no subscription", () => {
    expect(render(notFeatured)).toContain('value="get-featured"');
  });

  it("after a renewal failed and is retried, leads to Manage billing, never to a second purchase", () => {
    const retrying = { ...notFeatured, subscriptionStatus: "past_due" as const, billing: true };
    const html = render(retrying);
    expect(html).toContain("Featured Paused: a Renewal Failed");
    expect(html).toContain("Manage billing");
    expect(html).not.toContain('value="get-featured"');
    expect(render(retrying, "fr")).toContain("Gérer la facturation");
  });

  it("while a subscription still renews and the listing is not Featured, sells no second one", () => {
    const renewing = { ...notFeatured, subscriptionStatus: "active" as const, billing: true };
    const html = render(renewing);
    expect(html).toContain("Featured Renewal on Its Way");
    expect(html).toContain("Manage billing");
    expect(html).not.toContain('value="get-featured"');
    expect(render(renewing, "fr")).toContain("Renouvellement en vedette en cours");
    // one that ends at its period's end, or has ended, renews nothing: Get Featured again
    for (const status of ["canceling", "canceled"] as const)
      expect(render({ ...notFeatured, subscriptionStatus: status })).toContain('value="get-featured"');
  });
});
