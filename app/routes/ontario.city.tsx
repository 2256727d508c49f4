import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ontario.city";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { LinkList } from "#app/components/link-list.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { cityNameFromSlug, isNamedCity } from "#app/reference/city-pages.ts";
import { pageCountOf, searchHref } from "#app/search/directory-url.ts";
import { ISSUE_LINKS, NEARBY_CITIES, cityHref } from "#app/search/ontario-content.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { SearchParams } from "#app/search/api-params.server.ts";
import { TherapistGrid } from "#app/search/therapist-grid.tsx";
import { usePageLoading } from "#app/search/use-page-loading.ts";
import { cardViews } from "#app/therapists/card-view.ts";
import { pageMeta, pageSuffix } from "#app/seo/meta.ts";
import { breadcrumbList, collectionPage, graph, itemList } from "#app/seo/structured-data.ts";
import { noindexMeta } from "#app/site.ts";
import type { loader as rootLoader } from "#app/root.tsx";

const PAGE_SIZE = 24;
// The 19 named cities always render (with 'No therapists found in {city}' when empty); any other well-formed slug
// renders, capitalised word by word, only while therapists are listed there: otherwise it is 404, so that no
// invented town becomes an indexable, cacheable page.
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
  const { page } = Query.parse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  const slug = parsed.data.city;
  const cityName = cityNameFromSlug(slug);
  const { search } = context.get(servicesContext);
  const { therapists, total } = await search.search(
    SearchParams.parse({ city: cityName, sortBy: "name", page, limit: PAGE_SIZE }),
    { facets: false },
  );
  if (total === 0 && !isNamedCity(slug)) throw data(null, { status: 404 });
  return { slug, cityName, page, pageCount: pageCountOf(total, PAGE_SIZE), therapists: cardViews(therapists), total };
}

/** The cards' and pagination's words come as a script of their own (directory-words.ts), fetched first. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadWordsOf(new URL(request.url).pathname);
  return serverLoader();
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { slug, cityName, page, pageCount, therapists, total } = loaderData;
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const loading = usePageLoading();
  const path = `/ontario/${slug}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Ontario", path: "/ontario" },
    { name: cityName, path },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        CRPO-Registered Counsellors in {cityName}
      </h1>
      <p className="mt-2 text-lg font-medium text-brand-800">
        {total} {total === 1 ? "professional" : "professionals"} in {cityName}
      </p>
      <p className="mt-4 max-w-3xl text-slate-700">
        Registered Psychotherapists in Ontario are regulated by the College of Registered Psychotherapists of Ontario
        (CRPO). The counsellors, social workers and psychologists listed here practise in or near {cityName}; many also
        offer secure online sessions. Open a profile to see credentials, approaches, fees and how to get in touch.
      </p>
      <div id="results" className="mt-8 scroll-mt-24">
        {therapists.length > 0 ? (
          <TherapistGrid therapists={therapists} busy={loading} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No therapists found in {cityName}</h2>
            <p className="mt-1 text-slate-700">
              Try a nearby city, or search the{" "}
              <Link to="/?virtualSessions=true" className="text-brand-800 underline">
                therapists who offer online sessions
              </Link>
              .
            </p>
          </div>
        )}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchHref(path, { page: n })} />
      <LinkList
        heading="Nearby Cities"
        links={NEARBY_CITIES.filter((name) => cityHref(name) !== path).map((name) => ({
          label: `Therapists in ${name}`,
          href: cityHref(name),
        }))}
      />
      <LinkList
        heading="Find Help by Issue"
        links={ISSUE_LINKS.map((issue) => ({ label: issue.name, href: issue.href }))}
      />
      <JsonLd
        data={graph(
          collectionPage(appUrl, {
            path: searchHref(path, { page }),
            name: `CRPO-Registered Counsellors in ${cityName}`,
            description: cityDescription(cityName, total),
          }),
          breadcrumbList(appUrl, crumbs),
          itemList(appUrl, therapists, (page - 1) * PAGE_SIZE),
        )}
      />
    </div>
  );
}

function cityDescription(cityName: string, total: number) {
  return `Find ${total > 0 ? `${total} ` : ""}CRPO-registered counsellors, psychotherapists and licensed therapists in ${cityName}, Ontario. Compare specialties, approaches, fees and online or in-person availability.`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  if (!loaderData) return noindexMeta("Page Not Found");
  const { slug, cityName, page, pageCount, total } = loaderData;
  const path = `/ontario/${slug}`;
  return pageMeta({
    title: `CRPO-Registered Counsellors in ${cityName}${pageSuffix(page)}`,
    description: `${cityDescription(cityName, total)}${pageSuffix(page)}`,
    appUrl,
    path: searchHref(path, { page }),
    prevPath: page > 1 ? searchHref(path, { page: page - 1 }) : undefined,
    nextPath: page < pageCount ? searchHref(path, { page: page + 1 }) : undefined,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={isRouteErrorResponse(error) ? error.status : 500} message={badRequestMessage(error)} />;
}
