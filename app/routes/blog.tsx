import { SquarePen } from "lucide";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { BlogCard, BlogCardSkeleton } from "#app/blog/blog-card.tsx";
import { BlogFilters } from "#app/blog/blog-filters.tsx";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { blogHref } from "#app/blog/rules.ts";
import { parseBlogUrl } from "#app/blog/search-params.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { servicesContext } from "#app/context.server.ts";
import { pageCountOf } from "#app/search/directory-url.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { pageMeta, pageSuffix } from "#app/seo/meta.ts";

const SKELETON_CARDS = 6;

// /blog: the public posts, searched and filtered from the query string (read leniently: a bad value is dropped).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseBlogUrl(new URL(request.url).searchParams);
  const result = await searchBlog(context.get(servicesContext).db, params);
  return { params, ...result };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { params, posts, total, specialties, corrected } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const filtered = Boolean(params.query || params.specialty || params.language);
  const pageCount = pageCountOf(total, params.limit);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Mental Health Blog</h1>
        <Link to="/blog/create" className={buttonClass()}>
          <Icon icon={SquarePen} className="size-4" /> Create Blog Post
        </Link>
      </div>
      <p className="mt-2 text-slate-700">Articles written by licensed therapists.</p>
      <div className="mt-6">
        <BlogFilters params={params} counts={specialties} />
      </div>
      {corrected && !loading && (
        <p className="mt-4 text-sm text-slate-700">
          Showing results for <strong>{corrected}</strong>
        </p>
      )}
      <div aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <div className="grid gap-6 md:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <BlogCardSkeleton key={i} />
            ))}
          </div>
        ) : posts.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No articles found</h2>
            <p className="mt-2 text-slate-700">
              {filtered ? "Try adjusting your search filters" : "Check back soon for new content from our therapists"}
            </p>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
      <Pagination page={params.page} pageCount={pageCount} hrefFor={(page) => blogHref({ ...params, page })} />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl;
  const params = loaderData?.params;
  const page = params?.page ?? 1;
  const pageCount = loaderData ? pageCountOf(loaderData.total, loaderData.params.limit) : 1;
  return pageMeta({
    title: `Mental Health Blog${params?.specialty ? `: ${params.specialty}` : ""}${pageSuffix(page)}`,
    description:
      "Articles on anxiety, depression, relationships and well-being, written by licensed therapists in Canada.",
    appUrl,
    path: params ? blogHref(params) : "/blog",
    prevPath: params && page > 1 ? blogHref({ ...params, page: page - 1 }) : undefined,
    nextPath: params && page < pageCount ? blogHref({ ...params, page: page + 1 }) : undefined,
    noindex: Boolean(params?.query),
  });
};
