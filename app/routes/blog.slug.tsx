import { data, isRouteErrorResponse, Link, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/blog.slug";
import { getUser, requireUser } from "#app/auth/guards.server.ts";
import { mayChange, writerFor } from "#app/blog/authors.server.ts";
import { ManageButtons } from "#app/blog/manage-buttons.tsx";
import { ManageForm, managePost } from "#app/blog/manage.server.ts";
import { ArticleError, PostArticle } from "#app/blog/post-article.tsx";
import { langOfPart } from "#app/i18n/text-language.ts";
import { postDescription, postLd, postTitle } from "#app/blog/post-ld.ts";
import { findPostBySlug } from "#app/blog/posts.server.ts";
import { isSlug } from "#app/blog/rules.ts";
import { writeResponse } from "#app/blog/responses.server.ts";
import { recordPostView } from "#app/blog/views.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { parseOrThrow } from "#app/http/api.server.ts";
import { pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT, type WithCatalogue } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { valueNames } from "#app/i18n/value-names.ts";
import { pageMeta } from "#app/seo/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { noindexMeta } from "#app/site.ts";
import { pageTitleId } from "#app/components/status-titles.ts";

// /blog/{slug}: a public post for everyone; a draft only for its author and admins (who also get Edit, Publish /
// Unpublish and Delete here, posted to this page's action); 'Article Not Found' (404) otherwise. At /blog/{slug}
// and /fr/blogue/{slug}: the post as written, the page around it in the URL's language.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const words = pageCatalogue(request, "blog");
  const found = isSlug(params.slug) ? await findPostBySlug(services.db, params.slug) : null;
  const user = found ? await getUser(request, context) : null;
  const canManage = Boolean(found && user && mayChange(await writerFor(services.db, user), found));
  if (!found || (!found.isPublic && !canManage)) throw data({ notFound: true, ...words }, { status: 404 });
  if (found.isPublic) recordPostView(services, request, { ip: context.get(requestContext).ip, postId: found.id });
  const { author, isPublic: _public, ...post } = found;
  const { userId: _userId, ...publicAuthor } = author;
  const topicNames = valueNames(words.language, [post.specialty]);
  /** The author's bio's `lang` when it is written in the other language than the page's. */
  const authorBioLang = author.bio ? langOfPart(author.bio, words.language) : undefined;
  /** Published by its form sent without JavaScript, which comes here with ?saved=published: the page says so. */
  const saved = new URL(request.url).searchParams.get("saved") === "published" && post.status === "published";
  return { ...words, topicNames, post: { ...post, author: publicAuthor }, authorBioLang, canManage, saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  const form = parseOrThrow(ManageForm, Object.fromEntries(await request.formData().catch(() => new FormData())));
  const outcome = await managePost(services, user, form);
  if (outcome.kind !== "saved") throw writeResponse(outcome);
  // A deleted post has no page left to come back to.
  const language = languageOfPath(new URL(request.url).pathname);
  return redirect(localPath(language, form.intent === "delete" ? "/blog" : `/blog/${outcome.post.slug}`));
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, canManage } = loaderData;
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const t = useT();
  const language = useLanguage();
  return (
    <>
      {loaderData.saved && (
        // it takes the focus as the page loads (autofocus), so it is read first
        <p
          role="status"
          tabIndex={-1}
          autoFocus
          className="mx-auto mt-6 max-w-3xl rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
        >
          <T id="post.saved" components={{ b: <strong /> }} />
        </p>
      )}
      {canManage && (
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-4 pt-6">
          <Link to={localPath(language, `/blog/${post.slug}/edit`)} className={buttonClass("secondary", "sm")}>
            {t("post.edit")}
          </Link>
          <ManageButtons post={post} />
        </div>
      )}
      <PostArticle post={post} names={loaderData.topicNames} authorBioLang={loaderData.authorBioLang} />
      {post.status === "published" && (
        <JsonLd
          data={postLd(appUrl, post, {
            language,
            siteName: t("site.name"),
            directory: t("nav.directory"),
            blog: t("nav.blog"),
          })}
        />
      )}
    </>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) => {
  const appUrl = matches[0]?.loaderData?.config.appUrl ?? "";
  const language = languageOfPath(location.pathname);
  const siteName = translator(language, commonNow(language))("site.name");
  if (!loaderData) {
    const words = isRouteErrorResponse(error) ? (error.data as Partial<WithCatalogue> | null) : null;
    const t = translator(language, commonNow(language), words?.catalogue);
    return noindexMeta(t(pageTitleId("post.notFound.title", Boolean(words?.catalogue), error)), siteName);
  }
  const { post } = loaderData;
  const tags = pageMeta({
    title: postTitle(post),
    description: postDescription(post),
    siteName,
    appUrl,
    path: localPath(language, `/blog/${post.slug}`),
  });
  const article = [
    ...tags.filter((tag) => !("property" in tag && tag.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:section", content: post.specialty },
    { property: "article:author", content: `${appUrl}${localPath(language, `/therapists/${post.author.slug}`)}` },
    ...(post.publishedAt
      ? [{ property: "article:published_time", content: new Date(post.publishedAt).toISOString() }]
      : []),
    { property: "article:modified_time", content: new Date(post.updatedAt).toISOString() },
  ];
  return post.status === "draft" ? [...article, { name: "robots", content: "noindex" }] : article;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleError error={error} />;
}
