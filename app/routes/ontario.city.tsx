import { data, Link, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ontario.city";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { useKeptList } from "#app/components/kept-markup.tsx";
import { LinkList } from "#app/components/link-list.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { keptOnServer } from "#app/http/kept-on-server.server.ts";
import { catalogue, catalogueOf } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { translator, T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { isNamedCity } from "#app/reference/city-pages.ts";
import { ontarioCityOfSlug } from "#app/reference/cities.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { CITY_AND_ISSUE_PAGE_SIZE, pageCountOf, searchHref } from "#app/search/directory-url.ts";
import { issueLinks, NEARBY_CITIES, cityHref } from "#app/search/ontario-content.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { SearchParams } from "#app/search/api-params.server.ts";
import { therapistCards } from "#app/search/card-module.ts";
import { TherapistGrid } from "#app/search/therapist-grid.tsx";
import { usePageLoading } from "#app/search/use-page-loading.ts";
import { cardViews } from "#app/therapists/card-view.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { breadcrumbList, collectionPage, graph, itemList } from "#app/seo/structured-data.ts";
import { noindexMeta } from "#app/site.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { redirectPastLastPage } from "#app/http/past-last-page.server.ts";
import { errorStatus } from "#app/components/status-titles.ts";

// Any well-formed slug renders, capitalised word by word unless the city list spells it ('No therapists found in
// {city}' when empty). An empty page of a city other than the 19 named ones is answered 404 and kept out of search
// engines (noindex, no alternates) and cached as briefly as any 404, so that no invented town becomes an indexed page; a
// person who typed it still sees the empty state and its way to online sessions.
const Params = z.object({
  city: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
});
// page is an integer, default 1; anything else means page 1.
const Query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { page } = Query.parse({ page: url.searchParams.get("page") ?? undefined });
  const language = languageOfPath(url.pathname);
  const slug = parsed.data.city;
  const cityName = ontarioCityOfSlug(slug);
  if (cityName === undefined) throw data(null, { status: 404 });
  const { search } = context.get(servicesContext);
  const { therapists, total } = await search.search(
    SearchParams.parse({ city: cityName, sortBy: "name", page, limit: CITY_AND_ISSUE_PAGE_SIZE }),
    { facets: false },
  );
  redirectPastLastPage(request, page, total, CITY_AND_ISSUE_PAGE_SIZE);
  const words = { language, say: translator(language, catalogue(language, "listings")) };
  const noindex = total === 0 && !isNamedCity(slug);
  const payload = {
    noindex,
    slug,
    cityName,
    page,
    pageCount: pageCountOf(total, CITY_AND_ISSUE_PAGE_SIZE),
    therapists: keptOnServer(context, cardViews(therapists, words)),
    total,
    catalogue: catalogueOf(language, "places", ["place.", "city.", ...ISSUE_SLUGS.map((s) => `issues.${s}.name`)]),
  };
  return noindex ? data(payload, { status: 404 }) : payload;
}

/** The cards' and pagination's words come as a script of their own (directory-words.ts), fetched first. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadWordsOf(new URL(request.url).pathname), therapistCards.load()]);
  return data;
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { slug, cityName, page, pageCount, therapists, total } = loaderData;
  const cards = useKeptList(therapists);
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const loading = usePageLoading();
  const language = useLanguage();
  const t = useT();
  const path = localPath(language, `/ontario/${slug}`);
  const crumbs = [
    { name: t("place.home"), path: localPath(language, "/") },
    { name: t("place.ontario"), path: localPath(language, "/ontario") },
    { name: cityName, path },
  ];
  const city = { city: cityName };
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("city.heading", city)}</h1>
      <p className="mt-2 text-lg font-medium text-brand-800">{t("city.count", { total, city: cityName })}</p>
      <p className="mt-4 max-w-3xl text-slate-700">{t("city.intro", city)}</p>
      <section id="results" aria-labelledby="results-heading" className="mt-8 scroll-mt-4">
        {/* the cards' headings come under one of the page's sections, as on every listing page */}
        <h2 id="results-heading" className="sr-only">
          {t("city.results")}
        </h2>
        {therapists.length > 0 ? (
          <TherapistGrid therapists={cards} busy={loading} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <h3 className="text-lg font-semibold text-slate-900">{t("city.none", city)}</h3>
            <p className="mt-1 text-slate-700">
              <T
                id="city.noneHint"
                components={{
                  online: (
                    <Link
                      to={`${localPath(language, "/")}?virtualSessions=true`}
                      className="text-brand-800 underline"
                    />
                  ),
                }}
              />
            </p>
          </div>
        )}
      </section>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchHref(path, { page: n })} />
      <LinkList
        heading={t("city.nearby")}
        links={NEARBY_CITIES.filter((name) => cityHref(language, name) !== path).map((name) => ({
          label: t("city.nearbyLink", { city: name }),
          href: cityHref(language, name),
        }))}
      />
      <LinkList
        heading={t("city.issues")}
        links={issueLinks(language).map((issue) => ({ label: t(`issues.${issue.slug}.name`), href: issue.href }))}
      />
      <JsonLd
        data={
          cards &&
          graph(
            collectionPage(appUrl, {
              path: searchHref(path, { page }),
              name: t("city.heading", city),
              description: cityDescription(cityName, total, t),
            }),
            breadcrumbList(appUrl, crumbs),
            itemList(appUrl, cards, (page - 1) * CITY_AND_ISSUE_PAGE_SIZE),
          )
        }
      />
    </div>
  );
}

type Say = ReturnType<typeof useT>;

function cityDescription(cityName: string, total: number, t: Say) {
  return total > 0 ? t("city.description", { total, city: cityName }) : t("city.description.empty", { city: cityName });
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  if (!loaderData) return noindexMeta(t("status.notFoundTitle"), t("site.name"));
  const { slug, cityName, page, pageCount, total } = loaderData;
  if (loaderData.noindex) return noindexMeta(t("city.heading", { city: cityName }), t("site.name"));
  const path = localPath(language, `/ontario/${slug}`);
  const suffix = page > 1 ? t("place.page", { page }) : "";
  return pageMeta({
    title: `${t("city.heading", { city: cityName })}${suffix}`,
    description: `${cityDescription(cityName, total, t)}${suffix}`,
    siteName: t("site.name"),
    appUrl,
    path: searchHref(path, { page }),
    prevPath: page > 1 ? searchHref(path, { page: page - 1 }) : undefined,
    nextPath: page < pageCount ? searchHref(path, { page: page + 1 }) : undefined,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
