import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { shortDate } from "#app/therapists/profile/profile-words.ts";
import { ManageButtons } from "./manage-buttons.tsx";

type Article = {
  id: string;
  slug: string;
  title: string;
  specialty: string;
  status: "draft" | "published";
  publishedAt: number | null;
  updatedAt: number;
};

/**
 * The dashboard's My Articles: drafts and published posts, each with Edit, and Publish / Unpublish and Delete posted
 * to the dashboard's action. `names` are the page language's names of the posts' topics.
 */
export function MyArticles({ articles, names }: { articles: Article[]; names: ValueNames }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="my-articles" className="rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-articles" className="text-xl font-semibold text-slate-900">
          {t("dash.articles.heading")}
        </h2>
        <Link to={localPath(language, "/blog/create")} className={buttonClass("primary", "sm")}>
          <Icon name="square-pen" className="size-4" /> {t("dash.articles.create")}
        </Link>
      </div>
      {articles.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("dash.articles.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="text-xs">
                  <span
                    className={`rounded-full px-2 py-0.5 font-medium ${article.status === "draft" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}
                  >
                    {article.status === "draft" ? t("post.draft") : t("dash.articles.published")}
                  </span>
                  <span className="ml-2 text-slate-600">
                    {names[article.specialty] ?? article.specialty} ·{" "}
                    {article.publishedAt !== null && article.status === "published"
                      ? shortDate(language, article.publishedAt)
                      : t("dash.articles.edited", { date: shortDate(language, article.updatedAt) })}
                  </span>
                </p>
                <Link
                  to={localPath(language, `/blog/${article.slug}`)}
                  className="mt-1 block font-medium text-slate-900 hover:underline"
                >
                  {article.title}
                </Link>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={localPath(language, `/blog/${article.slug}/edit`)} className={buttonClass("secondary", "sm")}>
                  {t("post.edit")}
                  <span className="sr-only">: {article.title}</span>
                </Link>
                <ManageButtons post={article} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
