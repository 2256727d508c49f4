import { absolute, breadcrumbList, graph } from "#app/seo/structured-data.ts";
import { SITE } from "#app/site.ts";
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

/** BlogPosting and BreadcrumbList structured data of an article. */
export function postLd(appUrl: string, post: Post) {
  const url = absolute(appUrl, `/blog/${post.slug}`);
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
        url: absolute(appUrl, `/therapists/${post.author.slug}`),
      },
      publisher: { "@type": "Organization", name: SITE.name, url: `${appUrl}/` },
    },
    breadcrumbList(appUrl, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path: `/blog/${post.slug}` },
    ]),
  );
}
