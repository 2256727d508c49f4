import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { formatLongDate } from "#app/components/format.ts";
import { BackLink } from "#app/components/back-link.tsx";
import type { BlogPost } from "./posts.server.ts";
import { BLOG_LANGUAGE_TAGS } from "./rules.ts";

type Post = Omit<BlogPost, "author" | "isPublic"> & { author: Omit<BlogPost["author"], "userId"> };

/** An article: back link, badge, title, excerpt, author line, date, the content as plain text, About the Author. */
export function PostArticle({ post }: { post: Post }) {
  const { author } = post;
  const name = `${author.firstName} ${author.lastName}`;
  const profile = `/therapists/${author.slug}`;
  // the post's own words are marked with the language they are written in
  const lang = BLOG_LANGUAGE_TAGS[post.language];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to="/blog" label="Back to Blog" />
      <p className="mt-6">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900">
          {post.specialty}
        </span>
        {post.status === "draft" && (
          <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">Draft</span>
        )}
      </p>
      <h1 lang={lang} className="mt-3 text-4xl font-bold text-slate-900">
        {post.title}
      </h1>
      <p lang={lang} className="mt-4 text-lg text-slate-700">
        {post.excerpt}
      </p>
      <p className="mt-4 text-sm text-slate-700">
        By{" "}
        <Link to={profile} className="font-medium text-brand-800 hover:underline">
          {name}
        </Link>
        {author.credentials && <>, {author.credentials}</>}
        {post.publishedAt !== null && (
          <>
            {" "}
            · <time dateTime={new Date(post.publishedAt).toISOString()}>{formatLongDate(post.publishedAt)}</time>
          </>
        )}
      </p>
      <div data-testid="post-content" lang={lang} className="mt-8 whitespace-pre-line leading-relaxed text-slate-800">
        {post.content}
      </div>
      <aside aria-labelledby="about-author" className="mt-12 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="about-author" className="text-lg font-semibold text-slate-900">
          About the Author
        </h2>
        <p className="mt-3 font-medium text-slate-900">{name}</p>
        {author.credentials && <p className="text-sm text-slate-700">{author.credentials}</p>}
        {author.bio && <p className="mt-2 line-clamp-3 text-sm text-slate-700">{author.bio}</p>}
        <Link to={profile} className={buttonClass("primary", "sm", "mt-4")}>
          View Full Profile
        </Link>
      </aside>
    </article>
  );
}

export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Article Not Found</h1>
      <p className="mt-4 text-slate-700">The article you're looking for doesn't exist or has been removed.</p>
      <Link to="/blog" className={buttonClass("primary", "md", "mt-8")}>
        Back to Blog
      </Link>
    </section>
  );
}
