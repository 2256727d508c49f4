import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { BlogCard, BlogCardSkeleton } from "#app/blog/blog-card.tsx";
import { BlogFilters } from "#app/blog/blog-filters.tsx";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { blogHref } from "#app/blog/rules.ts";
import { parseBlogUrl } from "#app/blog/search-params.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { Icon } from "#app/components/icon.tsx";
import { KeptElement, useKeptList } from "#app/components/kept-markup.tsx";
import { servicesContext } from "#app/context.server.ts";
import { keptOnServer } from "#app/http/kept-on-server.server.ts";
import { pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { valueNames } from "#app/i18n/value-names.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { pageCountOf } from "#app/search/directory-url.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { scrollToDirectory } from "#app/search/scroll.ts";
import { pageMeta, pageSuffix } from "#app/seo/meta.ts";
import { redirectPastLastPage } from "#app/http/past-last-page.server.ts";

const SKELETON_CARDS = 6;

// /blog and /fr/blogue: the public posts, searched and filtered from the query string (read leniently: a bad value
// is dropped); the page's words in the URL's language, each post as written.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseBlogUrl(new URL(request.url).searchParams);
  const result = await searchBlog(context.get(servicesContext).db, params);
  redirectPastLastPage(request, params.page, result.total, params.limit);
  const words = pageCatalogue(request, "blog");
  const posts = keptOnServer(context, result.posts);
  return { ...words, topicNames: valueNames(words.language, SPECIALTIES), params, ...result, posts };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { params, posts, total, specialties, corrected } = loaderData;
  const cards = useKeptList(posts);
  const t = useT();
  const language = useLanguage();
  const base = localPath(language, "/blog");
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === base;
  const filtered = Boolean(params.query || params.specialty || params.language);
  const pageCount = pageCountOf(total, params.limit);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("blog.heading")}</h1>
        <Link to={localPath(language, "/blog/create")} className={buttonClass()}>
          <Icon name="square-pen" className="size-4" /> {t("blog.create")}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t("blog.lead")}</p>
      <div className="mt-6">
        <BlogFilters params={params} counts={specialties} names={loaderData.topicNames} />
      </div>
      {corrected && !loading && (
        <p className="mt-4 text-sm text-slate-700">
          <T id="blog.corrected" values={{ query: corrected }} components={{ b: <strong /> }} />
        </p>
      )}
      {/* The results' heading (where the focus goes when the page changes) and their count, announced politely:
          the count alone, not every card. */}
      <div id="posts" className="mt-6 flex scroll-mt-24 flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="posts-heading" tabIndex={-1} className="sr-only">
          {t("blog.results.heading")}
        </h2>
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {loading ? "" : t("blog.results.count", { count: total })}
        </p>
      </div>
      <div aria-busy={loading} className="mt-4">
        {loading ? (
          <div className="grid gap-6 md:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <BlogCardSkeleton key={i} />
            ))}
          </div>
        ) : posts.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{t("blog.empty.heading")}</h2>
            <p className="mt-2 text-slate-700">{filtered ? t("blog.empty.filtered") : t("blog.empty.none")}</p>
          </div>
        ) : (
          <KeptElement as="div" name="posts" kept={cards === null} className="grid gap-6 md:grid-cols-3">
            {cards?.map((post) => (
              <BlogCard key={post.id} post={post} names={loaderData.topicNames} />
            ))}
          </KeptElement>
        )}
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        hrefFor={(page) => blogHref({ ...params, page }, base)}
        onNavigate={() => scrollToDirectory("posts", { focus: document.getElementById("posts-heading") })}
      />
    </section>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  const base = localPath(language, "/blog");
  const params = loaderData?.params;
  const specialty = params?.specialty;
  const page = params?.page ?? 1;
  const pageCount = loaderData ? pageCountOf(loaderData.total, loaderData.params.limit) : 1;
  return pageMeta({
    title: t("blog.title", {
      specialty: specialty ? (loaderData?.topicNames[specialty] ?? specialty) : "none",
      page: pageSuffix(page),
    }),
    description: t("blog.description"),
    siteName: t("site.name"),
    appUrl,
    path: params ? blogHref(params, base) : base,
    prevPath: params && page > 1 ? blogHref({ ...params, page: page - 1 }, base) : undefined,
    nextPath: params && page < pageCount ? blogHref({ ...params, page: page + 1 }, base) : undefined,
    noindex: Boolean(params?.query),
  });
};
