import { SquarePen } from "lucide";
import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { formatShortDate } from "#app/components/format.ts";
import { Icon } from "#app/components/icon.tsx";
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
 * to the dashboard's action.
 */
export function MyArticles({ articles }: { articles: Article[] }) {
  return (
    <section aria-labelledby="my-articles" className="rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-articles" className="text-xl font-semibold text-slate-900">
          My Articles
        </h2>
        <Link to="/blog/create" className={buttonClass("primary", "sm")}>
          <Icon icon={SquarePen} className="size-4" /> Create Blog Post
        </Link>
      </div>
      {articles.length === 0 ? (
        <p className="mt-4 text-slate-700">You haven't written any articles yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="text-xs">
                  <span
                    className={`rounded-full px-2 py-0.5 font-medium ${article.status === "draft" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}
                  >
                    {article.status === "draft" ? "Draft" : "Published"}
                  </span>
                  <span className="ml-2 text-slate-600">
                    {article.specialty} ·{" "}
                    {article.publishedAt !== null && article.status === "published"
                      ? formatShortDate(article.publishedAt)
                      : `Edited ${formatShortDate(article.updatedAt)}`}
                  </span>
                </p>
                <Link to={`/blog/${article.slug}`} className="mt-1 block font-medium text-slate-900 hover:underline">
                  {article.title}
                </Link>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/blog/${article.slug}/edit`} className={buttonClass("secondary", "sm")}>
                  Edit<span className="sr-only">: {article.title}</span>
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
