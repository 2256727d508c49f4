// The blog's rules, shared by the API, the form's server action and the form in the browser. The zod schemas built
// from them are post-input.ts (a post as written) and search-params.server.ts (the blog search).

export const SLUG_MAX = 60;
export const EXCERPT_MIN = 50;
export const EXCERPT_MAX = 160;
export const CONTENT_MIN = 300;
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;
export const CONTENT_ROWS = 15;
export const BLOG_PAGE_SIZE = 12;
export const BLOG_LIMIT_MAX = 50;
/** Our own upper bounds, beyond the form's rules, so that one request cannot store a book. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 50_000;
export const META_MAX = 300;

export const MESSAGES = {
  author: "Please select a therapist (author).",
  content: "Content must be at least 300 characters",
  excerptShort: "Excerpt must be at least 50 characters",
  excerptLong: "Excerpt should not exceed 160 characters",
  title: "Title is required",
  slug: "URL slug is required",
  slugFormat: "Use lowercase letters, numbers and single hyphens (at most 60 characters)",
  slugTaken: "This URL slug is already taken",
  specialty: "Please select a specialty",
  language: "Choose English or French",
  invalidCharacter: "Contains an invalid character",
} as const;

/**
 * A slug from a title: accents taken off their letters and œ, æ written oe, ae (a French title keeps its words:
 * "Gérer l'anxiété" gives gerer-lanxiete), lowercase, trimmed, characters other than word characters, spaces and
 * hyphens removed, runs of spaces, underscores and hyphens made one hyphen, edge hyphens trimmed, cut to 60
 * characters. A cut that ends on a hyphen drops it: a slug never ends with one.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
/** A value that can be a post's slug (anything else names no post). */
/** Slugs the blog's own pages hold (/blog/create): a post there could never be read. */
export const PAGE_SLUGS: readonly string[] = ["create"];

export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
/** Text that holds no NUL character (PostgreSQL cannot store one). */
export const hasNoNul = (value: string) => !value.includes("\u0000");

/** The languages a post is written in: English or French. */
export const BLOG_LANGUAGES = ["en", "fr"] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
/** Each language by its own name. */
export const BLOG_LANGUAGE_NAMES: Readonly<Record<BlogLanguage, string>> = { en: "English", fr: "Français" };
/** The language tag of a post's text (its article's `lang`). */
export const BLOG_LANGUAGE_TAGS: Readonly<Record<BlogLanguage, string>> = { en: "en-CA", fr: "fr-CA" };

/** The blog search (GET /api/blog-posts and /blog): sortBy recent, popular or title; page from 1; limit 1 to 50 (12). */
export const BLOG_SORTS = ["recent", "popular", "title"] as const;
export type BlogSearchParams = {
  query?: string;
  specialty?: string;
  /** Only the posts written in this language. */
  language?: BlogLanguage;
  therapistId?: string;
  sortBy: (typeof BLOG_SORTS)[number];
  page: number;
  limit: number;
};

/** /blog plus its query string: defaults left out, one order, so equal searches have equal URLs. */
/** The blog list's address for a search, at `base` (the English "/blog" or its French twin). */
export function blogHref(p: Partial<BlogSearchParams>, base = "/blog"): string {
  const out = new URLSearchParams();
  if (p.query) out.set("query", p.query);
  if (p.specialty) out.set("specialty", p.specialty);
  if (p.language) out.set("language", p.language);
  if (p.sortBy && p.sortBy !== "recent") out.set("sortBy", p.sortBy);
  if (p.page && p.page > 1) out.set("page", String(p.page));
  const query = out.toString().replace(/\+/g, "%20");
  return query ? `${base}?${query}` : base;
}
