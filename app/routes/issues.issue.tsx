import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/issues.issue";
import { buttonClass } from "#app/components/button.tsx";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { LinkList } from "#app/components/link-list.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { pageCountOf, searchHref } from "#app/search/directory-url.ts";
import { ISSUE_CONTENT } from "#app/search/issue-content.ts";
import { cityLinks } from "#app/search/home-content.ts";
import { ISSUE_LINKS } from "#app/search/ontario-content.ts";
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
const Params = z.object({ issue: z.enum(ISSUE_SLUGS) });
const Query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

// /issues/{issue}: one of six issues, its own texts, and the therapists whose specialties match its mapped
// specialty (anxiety and depression both → 'Anxiety & Depression', ...), recommended first.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse({ issue: params.issue?.toLowerCase() });
  if (!parsed.success) throw data({ message: "Issue Not Found" }, { status: 404 });
  const { issue } = parsed.data;
  const { page } = Query.parse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  const { search } = context.get(servicesContext);
  const { therapists, total } = await search.search(
    SearchParams.parse({ issue, sortBy: "recommended", page, limit: PAGE_SIZE }),
    { facets: false },
  );
  return { issue, page, pageCount: pageCountOf(total, PAGE_SIZE), therapists: cardViews(therapists), total };
}

/** The cards' and pagination's words come as a script of their own (directory-words.ts), fetched first. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadWordsOf(new URL(request.url).pathname);
  return serverLoader();
}

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { issue, page, pageCount, therapists, total } = loaderData;
  const content = ISSUE_CONTENT[issue];
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const loading = usePageLoading();
  const path = `/issues/${issue}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: content.name, path },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{content.intro}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="approaches-heading" className="rounded-xl bg-slate-50 p-5">
          <h2 id="approaches-heading" className="text-lg font-semibold text-slate-900">
            Treatment Approaches
          </h2>
          <p className="mt-2 text-slate-700">{content.approaches}</p>
        </section>
        <section aria-labelledby="help-heading" className="rounded-xl bg-brand-50 p-5">
          <h2 id="help-heading" className="text-lg font-semibold text-slate-900">
            How We Help
          </h2>
          <p className="mt-2 text-slate-700">{content.howWeHelp}</p>
        </section>
      </div>
      <section id="results" aria-labelledby="results-heading" className="mt-10 scroll-mt-24">
        <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
          Therapists for {content.name} <span className="text-base font-normal text-slate-700">({total})</span>
        </h2>
        <div className="mt-5">
          {therapists.length > 0 ? (
            <TherapistGrid therapists={therapists} busy={loading} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
              <h3 className="text-lg font-semibold text-slate-900">No therapists found for {content.name}</h3>
              <p className="mt-1 text-slate-700">
                <Link to="/" className="text-brand-800 underline">
                  Search the whole directory
                </Link>{" "}
                instead.
              </p>
            </div>
          )}
        </div>
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchHref(path, { page: n })} />
      </section>
      <LinkList
        heading="Related Specialties"
        links={ISSUE_LINKS.filter((l) => l.slug !== issue).map((l) => ({ label: l.name, href: l.href }))}
      />
      <LinkList
        heading="Find Therapists by City"
        links={cityLinks("en").map((c) => ({ label: c.name, href: c.href }))}
      />
      <JsonLd
        data={graph(
          collectionPage(appUrl, {
            path: searchHref(path, { page }),
            name: content.title,
            description: content.metaDescription,
          }),
          breadcrumbList(appUrl, crumbs),
          itemList(appUrl, therapists, (page - 1) * PAGE_SIZE),
        )}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  if (!loaderData) return noindexMeta("Issue Not Found");
  const { issue, page, pageCount } = loaderData;
  const content = ISSUE_CONTENT[issue];
  const path = `/issues/${issue}`;
  return pageMeta({
    title: `${content.title}${pageSuffix(page)}`,
    description: `${content.metaDescription}${pageSuffix(page)}`,
    appUrl,
    path: searchHref(path, { page }),
    prevPath: page > 1 ? searchHref(path, { page: page - 1 }) : undefined,
    nextPath: page < pageCount ? searchHref(path, { page: page + 1 }) : undefined,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <StatusPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Issue Not Found</h1>
      <p className="mt-4 text-slate-700">The issue you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
        Back to Directory
      </Link>
    </section>
  );
}
