import { absolute, breadcrumbList, graph } from "#app/seo/structured-data.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { BLOG_LANGUAGE_TAGS, type BlogLanguage } from "./rules.ts";

type Post = {
  slug: string;
  title: string;
  excerpt: string;
  specialty: string;
  publishedAt: number | null;
  updatedAt: number;
  metaTitle: string | null;
  metaDescription: string | null;
  author: { slug: string; firstName: string; lastName: string };
  language: BlogLanguage;
};

/** The head's title and description: metaTitle / metaDescription when present, else title / excerpt. */
export const postTitle = (post: Post) => post.metaTitle || post.title;
export const postDescription = (post: Post) => post.metaDescription || post.excerpt;

/** The page's words and language: its site's name and the crumbs' names (the directory, the blog). */
type PageWords = { language: Language; siteName: string; directory: string; blog: string };

/** BlogPosting and BreadcrumbList structured data of an article, at its address in the page's language. */
export function postLd(appUrl: string, post: Post, words: PageWords) {
  const path = localPath(words.language, `/blog/${post.slug}`);
  const url = absolute(appUrl, path);
  return graph(
    {
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      mainEntityOfPage: url,
      url,
      headline: postTitle(post).slice(0, 110),
      description: postDescription(post),
      articleSection: post.specialty,
      datePublished: post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined,
      dateModified: new Date(post.updatedAt).toISOString(),
      inLanguage: BLOG_LANGUAGE_TAGS[post.language],
      author: {
        "@type": "Person",
        name: `${post.author.firstName} ${post.author.lastName}`,
        url: absolute(appUrl, localPath(words.language, `/therapists/${post.author.slug}`)),
      },
      publisher: {
        "@type": "Organization",
        name: words.siteName,
        url: absolute(appUrl, localPath(words.language, "/")),
      },
    },
    breadcrumbList(appUrl, [
      { name: words.directory, path: localPath(words.language, "/") },
      { name: words.blog, path: localPath(words.language, "/blog") },
      { name: post.title, path },
    ]),
  );
}
