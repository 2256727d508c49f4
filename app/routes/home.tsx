import { redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { recordSearch } from "#app/analytics/events.server.ts";
import { Deferred, deferredModule } from "#app/components/deferred.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { useKeptList } from "#app/components/kept-markup.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { keptFacetsOnServer, keptOnServer } from "#app/http/kept-on-server.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { loadHomeWords } from "#app/i18n/home-words.ts";
import { MoreWords, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath, type Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { pageFacets, wantsAllOptions } from "#app/search/page-facets.server.ts";
import { cityDisplayName, directoryDescription, directoryTitle } from "#app/search/directory-meta.ts";
import { activeFilterCount, pageCountOf, searchHref } from "#app/search/directory-url.ts";
import { FilterPanel } from "#app/search/filter-panel.tsx";
import { nearNotice, postedSearchHref } from "#app/search/near-form.ts";
import { parseDirectoryUrl, talliesOf } from "#app/search/params.ts";
import { useDirectorySearch } from "#app/search/use-directory-search.ts";
import { useServedFacets } from "#app/search/served-facets.ts";
import { therapistCards } from "#app/search/card-module.ts";
import { correctedQuery } from "#app/search/results-text.ts";
import { isCrisisQuery } from "#app/search/crisis.ts";
import { soughtSpecialty } from "#app/reference/issues.ts";
import { cardViews } from "#app/therapists/card-view.ts";
import { pageMeta } from "#app/seo/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { redirectPastLastPage } from "#app/http/past-last-page.server.ts";
import { redirectToFsaOnly } from "#app/http/fsa-only-url.server.ts";

// The directory (/ and /fr): every filter lives in the query string, parsed leniently (a malformed value is
// ignored); the page's words, titles and cards are in the URL's language. The filter panel posted without
// JavaScript is answered with a redirect to its search's URL, a postal code cut to its first three characters, and
// so is a URL that carries more of one.
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectToFsaOnly(request);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const words = { language, say: translator(language, catalogue(language, "listings")) };
  const params = parseDirectoryUrl(url.searchParams);
  const { therapists, total, totalInDatabase, facets, query, near } = await services.search.search(params);
  redirectPastLastPage(request, params.page, total, params.limit);
  recordSearch(services, request, { params, resultsCount: total, ip: context.get(requestContext).ip });
  const cityName = cityDisplayName(params.city, facets.city);
  return {
    params,
    therapists: keptOnServer(context, cardViews(therapists, words, soughtSpecialty(params))),
    total,
    totalInDatabase,
    facets: keptFacetsOnServer(context, pageFacets(talliesOf(facets), params, wantsAllOptions(url), language)),
    corrected: correctedQuery(query),
    crisis: isCrisisQuery(params.query ?? ""),
    nearNotice: nearNotice(url, near?.known),
    title: directoryTitle(params, cityName, words),
    description: directoryDescription(params, cityName, { total, inDirectory: totalInDatabase }, words),
  };
}

/** The home page's own sections and their words, its results (links and text) and its structured data, hydrated
 *  over as served: drawn once their modules are here (components/deferred.tsx). */
const parts = (language: Language) =>
  deferredModule(
    () =>
      Promise.all([
        import("#app/search/home-sections.tsx"),
        import("#app/search/home-guide.tsx"),
        import("#app/search/home-page-ld.tsx"),
        import("#app/search/directory-results.tsx"),
        loadHomeWords(language),
      ]).then(([top, guide, ld, results, words]) => ({ ...top, ...guide, ...ld, ...results, words })),
    (path) => path === localPath(language, "/"),
  );
const homeParts = { en: parts("en"), fr: parts("fr") };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // lands on the directory (the filters, then the results), not at the top of the page, as the search with scripts
  const home = localPath(languageOfPath(new URL(request.url).pathname), "/");
  return redirect(`${postedSearchHref(home, form)}#directory`, 303);
}

/** The page's words come as a script of their own (directory-words.ts), fetched with its data before the page
 *  renders, as are the modules of its cards and of its sections and their words, whatever the navigation (Back to
 *  the page too): a page served as the home page has them before it hydrates, so a search there waits for none. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const path = new URL(request.url).pathname;
  const [data] = await Promise.all([
    serverLoader(),
    loadWordsOf(path),
    therapistCards.load(),
    homeParts[languageOfPath(path)].load(),
  ]);
  return data;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { therapists, total, totalInDatabase, corrected } = loaderData;
  const facets = useServedFacets(loaderData.facets);
  const { params, searching, apply } = useDirectorySearch();
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const language = useLanguage();
  const t = useT();
  const cards = useKeptList(therapists);
  return (
    <>
      <Deferred module={homeParts[language]}>
        {({ words, Hero, TrustStrip, PopularSearches, CityLinks, HowToBook, TherapistCta }) => (
          <MoreWords messages={words}>
            <Hero totalInDatabase={totalInDatabase} />
            <TrustStrip />
            <PopularSearches />
            <CityLinks />
            <HowToBook />
            <TherapistCta />
          </MoreWords>
        )}
      </Deferred>
      <section
        id="directory"
        aria-labelledby="directory-heading"
        className="mx-auto max-w-7xl scroll-mt-4 px-4 pb-16 pt-14"
      >
        <h2 id="directory-heading" className="mb-4 text-2xl font-semibold text-slate-900">
          {t("home.directory")}
        </h2>
        <FilterPanel params={params} facets={facets} apply={apply} nearNotice={loaderData.nearNotice} />
        <Deferred module={homeParts[language]}>
          {({ DirectoryResults }) => (
            <DirectoryResults
              params={params}
              therapists={therapists}
              total={total}
              totalInDatabase={totalInDatabase}
              filtered={activeFilterCount(loaderData.params) > 0}
              corrected={corrected}
              crisis={loaderData.crisis}
              searching={searching}
            />
          )}
        </Deferred>
      </section>
      <Deferred module={homeParts[language]}>
        {({ words, ClosingCta, HomePageLd }) => (
          <MoreWords messages={words}>
            <ClosingCta />
            <HomePageLd appUrl={appUrl} page={cards && { ...loaderData, therapists: cards }} />
          </MoreWords>
        )}
      </Deferred>
    </>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  const language = languageOfPath(location.pathname);
  const home = localPath(language, "/");
  const siteName = translator(language, commonNow(language))("site.name");
  if (!loaderData) return [{ title: siteName }];
  const { params, total, title, description } = loaderData;
  const pageCount = pageCountOf(total, params.limit);
  return pageMeta({
    title,
    description,
    siteName,
    appUrl,
    path: searchHref(home, params),
    prevPath: params.page > 1 ? searchHref(home, { ...params, page: params.page - 1 }) : undefined,
    nextPath: params.page < pageCount ? searchHref(home, { ...params, page: params.page + 1 }) : undefined,
    // Free-text searches and searches with no results are followed but not indexed: a city or specialty that
    // names nothing would otherwise become an indexed title of its own.
    noindex: Boolean(params.query) || total === 0,
  });
};
