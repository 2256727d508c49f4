import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { formatLongDate } from "#app/components/format.ts";
import { BackLink } from "#app/components/back-link.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { CatalogueProvider, T, useLanguage, useT, type WithCatalogue } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import type { BlogPost } from "./posts.server.ts";
import { BLOG_LANGUAGE_TAGS } from "./rules.ts";
import { errorStatus } from "#app/components/status-titles.ts";

type Post = Omit<BlogPost, "author" | "isPublic"> & { author: Omit<BlogPost["author"], "userId"> };

/** An article: back link, badge, title, excerpt, author line, date, the content as plain text, About the Author. */
export function PostArticle({
  post,
  names,
  authorBioLang,
}: {
  post: Post;
  names: ValueNames;
  /** The author's bio's `lang` when it is written in the other language than the page's. */
  authorBioLang?: string | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const { author } = post;
  const name = `${author.firstName} ${author.lastName}`;
  const profile = localPath(language, `/therapists/${author.slug}`);
  const blog = localPath(language, "/blog");
  // the post's own words are marked with the language they are written in
  const lang = BLOG_LANGUAGE_TAGS[post.language];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={blog} label={t("post.back")} />
      <p className="mt-6">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900">
          {names[post.specialty] ?? post.specialty}
        </span>
        {post.status === "draft" && (
          <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            {t("post.draft")}
          </span>
        )}
      </p>
      <h1 lang={lang} className="mt-3 text-4xl font-bold text-slate-900">
        {post.title}
      </h1>
      <p lang={lang} className="mt-4 text-lg text-slate-700">
        {post.excerpt}
      </p>
      <p className="mt-4 text-sm text-slate-700">
        <T
          id="post.by"
          values={{ name }}
          components={{ author: <Link to={profile} className="font-medium text-brand-800 hover:underline" /> }}
        />
        {author.credentials && <>, {author.credentials}</>}
        {post.publishedAt !== null && (
          <>
            {" "}
            ·{" "}
            <time dateTime={new Date(post.publishedAt).toISOString()}>
              {language === "en" ? formatLongDate(post.publishedAt) : formatDate(language, post.publishedAt, "long")}
            </time>
          </>
        )}
      </p>
      <div data-testid="post-content" lang={lang} className="mt-8 whitespace-pre-line leading-relaxed text-slate-800">
        {post.content}
      </div>
      <aside aria-labelledby="about-author" className="mt-12 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="about-author" className="text-lg font-semibold text-slate-900">
          {t("post.aboutAuthor")}
        </h2>
        <p className="mt-3 font-medium text-slate-900">{name}</p>
        {author.credentials && <p className="text-sm text-slate-700">{author.credentials}</p>}
        {author.bio && (
          <p lang={authorBioLang} className="mt-2 line-clamp-3 text-sm text-slate-700">
            {author.bio}
          </p>
        )}
        <Link to={profile} className={buttonClass("primary", "sm", "mt-4")}>
          {t("post.viewProfile")}
        </Link>
      </aside>
    </article>
  );
}

/** A post's error page: 'Article Not Found' in the words its loader sent with the 404 (the blog catalogue of the
 *  URL's language); any other error is the site's error page. */
export function ArticleError({ error }: { error: unknown }) {
  const language = useLanguage();
  const words = isRouteErrorResponse(error) ? (error.data as Partial<WithCatalogue> | null) : null;
  if (!words?.catalogue) return <StatusPage status={errorStatus(error)} />;
  return (
    <CatalogueProvider language={language} catalogue={words.catalogue}>
      <ArticleNotFound />
    </CatalogueProvider>
  );
}

function ArticleNotFound() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("post.notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("post.notFound.text")}</p>
      <Link to={localPath(language, "/blog")} className={buttonClass("primary", "md", "mt-8")}>
        {t("post.back")}
      </Link>
    </section>
  );
}
