import { Link } from "react-router";
import type { ArticleSummary } from "#app/blog/posts.server.ts";
import { BLOG_LANGUAGE_TAGS } from "#app/blog/rules.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { shortDate } from "./profile-words.ts";

export function ArticlesTab({ articles, names }: { articles: ArticleSummary[]; names: ValueNames }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="text-lg font-semibold text-slate-900">
        {t("articles.heading")}
      </h2>
      {articles.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("articles.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {articles.map((article) => {
            // a post written in the other language than the page's is marked so
            const lang = article.language === language ? undefined : BLOG_LANGUAGE_TAGS[article.language];
            return (
              <li key={article.id} className="relative rounded-xl border border-slate-200 p-4 hover:shadow-sm">
                <p className="flex items-center justify-between gap-2 text-xs">
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-medium text-brand-900">
                    {names[article.specialty] ?? article.specialty}
                  </span>
                  <time dateTime={new Date(article.publishedAt).toISOString()} className="text-slate-600">
                    {shortDate(language, article.publishedAt)}
                  </time>
                </p>
                <h3 lang={lang} className="mt-2 font-semibold text-slate-900">
                  <Link
                    to={localPath(language, `/blog/${article.slug}`)}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {article.title}
                  </Link>
                </h3>
                <p lang={lang} className="mt-1 line-clamp-2 text-sm text-slate-700">
                  {article.excerpt}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
