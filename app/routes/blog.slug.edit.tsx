import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/blog.slug.edit";
import { authorOptions, mayChange, writerFor } from "#app/blog/authors.server.ts";
import { savePostForm } from "#app/blog/form.server.ts";
import { ArticleError } from "#app/blog/post-article.tsx";
import { pageCatalogues } from "#app/i18n/catalogues.server.ts";
import { PostForm } from "#app/blog/post-form.tsx";
import { postFormWords } from "#app/blog/post-form-words.server.ts";
import { findPostBySlug } from "#app/blog/posts.server.ts";
import { isSlug } from "#app/blog/rules.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { servicesContext } from "#app/context.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useT, type WithCatalogue } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { noindexMeta } from "#app/site.ts";

// /blog/{slug}/edit and /fr/blogue/{slug}/modifier: the post form for the post's author or an admin, in the language
// of the URL; 'Article Not Found' (404) for anyone else.
async function editable({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const post = isSlug(params.slug) ? await findPostBySlug(db, params.slug) : null;
  const writer = await writerFor(db, user);
  if (!post || !mayChange(writer, post))
    throw data({ notFound: true, ...pageCatalogues(request, "blog", "post-form") }, { status: 404 });
  return { user, post, writer };
}

export async function loader(args: Route.LoaderArgs) {
  const { post, writer } = await editable(args);
  const authors = await authorOptions(args.context.get(servicesContext).db, writer);
  const initial = {
    therapistId: post.therapistId,
    title: post.title,
    slug: post.slug,
    specialty: post.specialty,
    language: post.language,
    excerpt: post.excerpt,
    content: post.content,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
  };
  const withAuthor = authors.some((a) => a.id === post.therapistId)
    ? authors
    : [
        {
          id: post.therapistId,
          name: `${post.author.firstName} ${post.author.lastName}`,
          credentials: post.author.credentials,
        },
        ...authors,
      ];
  return { ...postFormWords(args.request), postId: post.id, status: post.status, initial, authors: withAuthor };
}

export async function action(args: Route.ActionArgs) {
  const { user, post } = await editable(args);
  return savePostForm(args.context.get(servicesContext), user, args.request, post.id);
}

// A post the connection lost is the form's to tell (its toast), with everything still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { postId, status, initial, authors, specialtyNames } = loaderData;
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("postform.edit.title")}</h1>
      <p className="mt-2 text-slate-700">
        {status === "draft" ? t("postform.edit.draft") : t("postform.edit.published")}
      </p>
      <div className="mt-8">
        <PostForm
          authors={authors}
          initial={initial}
          postId={postId}
          actionData={actionData}
          specialtyNames={specialtyNames}
        />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = languageOfPath(location.pathname);
  const refused = isRouteErrorResponse(error) ? (error.data as Partial<WithCatalogue> | null) : null;
  const t = translator(language, commonNow(language), loaderData?.catalogue ?? refused?.catalogue);
  return noindexMeta(t("postform.edit.title"), t("site.name"));
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleError error={error} />;
}
