import { Link } from "react-router";
import { formatShortDate } from "#app/components/format.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { BLOG_LANGUAGE_TAGS, type BlogLanguage } from "./rules.ts";

export type BlogCardPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  specialty: string;
  publishedAt: number;
  /** The language the post is written in (its title and excerpt are marked with it). */
  language?: BlogLanguage;
};

/** A post in the blog's grid: specialty badge, title, date (MMM d, yyyy), 3-line excerpt, Read Article. */
export function BlogCard({ post, names }: { post: BlogCardPost; names: ValueNames }) {
  const t = useT();
  const language = useLanguage();
  const lang = post.language && BLOG_LANGUAGE_TAGS[post.language];
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex items-center justify-between gap-2 text-xs">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-medium text-brand-900">
          {names[post.specialty] ?? post.specialty}
        </span>
        <time dateTime={new Date(post.publishedAt).toISOString()} className="text-slate-600">
          {language === "en" ? formatShortDate(post.publishedAt) : formatDate(language, post.publishedAt)}
        </time>
      </p>
      <h2 lang={lang} className="mt-3 text-lg font-semibold text-slate-900">
        {post.title}
      </h2>
      <p lang={lang} className="mt-2 line-clamp-3 flex-1 text-sm text-slate-700">
        {post.excerpt}
      </p>
      <Link
        to={localPath(language, `/blog/${post.slug}`)}
        className="mt-4 text-sm font-medium text-brand-800 hover:underline"
      >
        {t("blog.card.read")}
        <span className="sr-only">
          : <span lang={lang}>{post.title}</span>
        </span>
      </Link>
    </article>
  );
}

/** A placeholder card while a client navigation loads results. */
export function BlogCardSkeleton() {
  return (
    <div
      data-testid="blog-skeleton"
      aria-hidden
      className="animate-pulse rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-3 w-full rounded bg-slate-200" />
      <div className="mt-2 h-3 w-full rounded bg-slate-200" />
      <div className="mt-2 h-3 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
