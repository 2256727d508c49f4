import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/issues.issue";
import { buttonClass } from "#app/components/button.tsx";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { useKeptList } from "#app/components/kept-markup.tsx";
import { LinkList } from "#app/components/link-list.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { keptOnServer } from "#app/http/kept-on-server.server.ts";
import { catalogue, catalogueOf } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { directoryWordsNow, loadWordsOf } from "#app/i18n/directory-words.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { issueOfFrenchSlug, localPath } from "#app/i18n/twins.ts";
import { ISSUE_SLUGS, soughtSpecialty } from "#app/reference/issues.ts";
import { CITY_AND_ISSUE_PAGE_SIZE, pageCountOf, searchHref } from "#app/search/directory-url.ts";
import { cityLinks } from "#app/search/home-content.ts";
import { issueLinks } from "#app/search/ontario-content.ts";
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

const Params = z.object({ issue: z.enum(ISSUE_SLUGS) });
const Query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

// /issues/{issue} and /fr/enjeux/{enjeu}: one of six issues, its own texts, and the therapists whose specialties
// match its mapped specialty (anxiety and depression both → 'Anxiety & Depression', ...), recommended first.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const slug = params.issue?.toLowerCase() ?? "";
  const parsed = Params.safeParse({ issue: language === "fr" ? issueOfFrenchSlug(slug) : slug });
  if (!parsed.success) throw data({ message: "Issue Not Found" }, { status: 404 });
  const { issue } = parsed.data;
  const { page } = Query.parse({ page: url.searchParams.get("page") ?? undefined });
  const { search } = context.get(servicesContext);
  const { therapists, total } = await search.search(
    SearchParams.parse({ issue, sortBy: "recommended", page, limit: CITY_AND_ISSUE_PAGE_SIZE }),
    { facets: false },
  );
  redirectPastLastPage(request, page, total, CITY_AND_ISSUE_PAGE_SIZE);
  const words = { language, say: translator(language, catalogue(language, "listings")) };
  const names = ISSUE_SLUGS.map((other) => `issues.${other}.name`);
  return {
    issue,
    page,
    pageCount: pageCountOf(total, CITY_AND_ISSUE_PAGE_SIZE),
    therapists: keptOnServer(context, cardViews(therapists, words, soughtSpecialty({ issue }))),
    total,
    catalogue: catalogueOf(language, "places", ["place.", "issue.", `issues.${issue}.`, ...names]),
  };
}

/** The cards' and pagination's words come as a script of their own (directory-words.ts), fetched first. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadWordsOf(new URL(request.url).pathname), therapistCards.load()]);
  return data;
}

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { issue, page, pageCount, therapists, total } = loaderData;
  const cards = useKeptList(therapists);
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const loading = usePageLoading();
  const language = useLanguage();
  const t = useT();
  const home = localPath(language, "/");
  const path = localPath(language, `/issues/${issue}`);
  const name = t(`issues.${issue}.name`);
  const crumbs = [
    { name: t("place.home"), path: home },
    { name, path },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(`issues.${issue}.heading`)}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t(`issues.${issue}.intro`)}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="approaches-heading" className="rounded-xl bg-slate-50 p-5">
          <h2 id="approaches-heading" className="text-lg font-semibold text-slate-900">
            {t("issue.approaches")}
          </h2>
          <p className="mt-2 text-slate-700">{t(`issues.${issue}.approaches`)}</p>
        </section>
        <section aria-labelledby="help-heading" className="rounded-xl bg-brand-50 p-5">
          <h2 id="help-heading" className="text-lg font-semibold text-slate-900">
            {t("issue.help")}
          </h2>
          <p className="mt-2 text-slate-700">{t(`issues.${issue}.howWeHelp`)}</p>
        </section>
      </div>
      <section id="results" aria-labelledby="results-heading" className="mt-10 scroll-mt-4">
        <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
          {t("issue.results", { name })} <span className="text-base font-normal text-slate-700">({total})</span>
        </h2>
        <div className="mt-5">
          {therapists.length > 0 ? (
            <TherapistGrid therapists={cards} busy={loading} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
              <h3 className="text-lg font-semibold text-slate-900">{t("issue.none", { name })}</h3>
              <p className="mt-1 text-slate-700">
                <T id="issue.noneHint" components={{ all: <Link to={home} className="text-brand-800 underline" /> }} />
              </p>
            </div>
          )}
        </div>
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchHref(path, { page: n })} />
      </section>
      <LinkList
        heading={t("issue.related")}
        links={issueLinks(language)
          .filter((link) => link.slug !== issue)
          .map((link) => ({ label: t(`issues.${link.slug}.name`), href: link.href }))}
      />
      <LinkList heading={t("issue.cities")} links={cityLinks(language).map((c) => ({ label: c.name, href: c.href }))} />
      <JsonLd
        data={
          cards &&
          graph(
            collectionPage(appUrl, {
              path: searchHref(path, { page }),
              name: t(`issues.${issue}.title`),
              description: t(`issues.${issue}.metaDescription`),
            }),
            breadcrumbList(appUrl, crumbs),
            itemList(appUrl, cards, (page - 1) * CITY_AND_ISSUE_PAGE_SIZE),
          )
        }
      />
    </div>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), directoryWordsNow(location.pathname), loaderData?.catalogue);
  if (!loaderData) return noindexMeta(t("notFound.issue"), t("site.name"));
  const { issue, page, pageCount } = loaderData;
  const path = localPath(language, `/issues/${issue}`);
  const suffix = page > 1 ? t("place.page", { page }) : "";
  return pageMeta({
    title: `${t(`issues.${issue}.title`)}${suffix}`,
    description: `${t(`issues.${issue}.metaDescription`)}${suffix}`,
    siteName: t("site.name"),
    appUrl,
    path: searchHref(path, { page }),
    prevPath: page > 1 ? searchHref(path, { page: page - 1 }) : undefined,
    nextPath: page < pageCount ? searchHref(path, { page: page + 1 }) : undefined,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const home = localPath(useLanguage(), "/");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <StatusPage status={errorStatus(error)} />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.issue")}</h1>
      <p className="mt-4 text-slate-700">{t("notFound.issue.text")}</p>
      <Link to={home} className={buttonClass("primary", "md", "mt-8")}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
