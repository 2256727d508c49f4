import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/ontario";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { Icon } from "#app/components/icon.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { catalogueOf } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath, type Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { frenchNameOf } from "#app/reference/french-terms.ts";
import { cityLinks } from "#app/search/home-content.ts";
import { CityLinkGrid } from "#app/search/home-sections.tsx";
import { ONTARIO_SPECIALTIES, specialtyHref } from "#app/search/ontario-content.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { breadcrumbList, collectionPage, graph } from "#app/seo/structured-data.ts";
import type { loader as rootLoader } from "#app/root.tsx";

// /ontario and /fr/ontario, the city index: hero, intro, 12 city links, 8 specialty links, call to action.
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const home = localPath(language, "/");
  return {
    language,
    catalogue: catalogueOf(language, "places", ["place.", "ontario."]),
    specialties: ONTARIO_SPECIALTIES.map((name) => ({
      label: language === "fr" ? (frenchNameOf(name) ?? name) : name,
      href: specialtyHref(name, home),
    })),
  };
}

const crumbs = (language: Language, t: (id: "place.home" | "place.ontario") => string) => [
  { name: t("place.home"), path: localPath(language, "/") },
  { name: t("place.ontario"), path: localPath(language, "/ontario") },
];

export default function Ontario({ loaderData }: Route.ComponentProps) {
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const language = useLanguage();
  const t = useT();
  const trail = crumbs(language, t);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-10 pt-8">
          <Breadcrumb crumbs={trail} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("ontario.h1")}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("ontario.lead")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <p className="max-w-3xl text-slate-700">{t("ontario.intro")}</p>
        <section aria-labelledby="cities-heading" className="mt-10">
          <h2 id="cities-heading" className="text-2xl font-semibold text-slate-900">
            {t("ontario.cities")}
          </h2>
          <CityLinkGrid links={cityLinks(language)} />
        </section>
        <section aria-labelledby="specialties-heading" className="mt-12">
          <h2 id="specialties-heading" className="text-2xl font-semibold text-slate-900">
            {t("ontario.specialties")}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {loaderData.specialties.map((specialty) => (
              <li key={specialty.href}>
                <Link
                  to={specialty.href}
                  className="flex h-full items-center rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {specialty.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cta-heading" className="mt-12 rounded-2xl bg-brand-900 p-6 text-center sm:p-10">
          <h2 id="cta-heading" className="text-2xl font-semibold text-white">
            {t("ontario.cta")}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-brand-50">{t("ontario.cta.text")}</p>
          <Link
            to={localPath(language, "/therapist/signup")}
            className="mt-6 inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t("ontario.cta.link")}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </section>
      </div>
      <JsonLd
        data={graph(
          collectionPage(appUrl, {
            path: localPath(language, "/ontario"),
            name: t("ontario.title"),
            description: t("ontario.description"),
          }),
          breadcrumbList(appUrl, trail),
        )}
      />
    </>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return pageMeta({
    title: t("ontario.title"),
    description: t("ontario.description"),
    siteName: t("site.name"),
    appUrl: matches[0]?.loaderData?.config.appUrl,
    path: localPath(language, "/ontario"),
  });
};
