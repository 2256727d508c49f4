import { z } from "zod";
import { findSpecialty } from "#app/reference/specialties.ts";

// The blog's rules, shared by the API, the form's server action and the form in the browser.

export const SLUG_MAX = 60;
export const EXCERPT_MIN = 50;
export const EXCERPT_MAX = 160;
export const CONTENT_MIN = 300;
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;
export const CONTENT_ROWS = 15;
export const BLOG_PAGE_SIZE = 12;
export const BLOG_LIMIT_MAX = 50;
/** Upper bounds the spec leaves open, so that one request cannot store a book. */
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
} as const;

/**
 * A slug from a title: lowercase, trimmed, characters other than word characters, spaces and hyphens removed,
 * runs of spaces, underscores and hyphens made one hyphen, edge hyphens trimmed, cut to 60 characters.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX);
}

export const SLUG_PATTERN = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
/** A value that can be a post's slug (anything else names no post). */
export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
const noNul = (value: string) => !value.includes("\u0000");
const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters`).refine(noNul, "Contains an invalid character");
const optional = z
  .string()
  .trim()
  .max(META_MAX, `At most ${META_MAX} characters`)
  .refine(noNul, "Contains an invalid character")
  .nullish()
  .transform((value) => value || null);

/** A blog post as written (POST /api/blog-posts and the form): no id, created, updated or published dates. */
export const BlogPostInput = z.object({
  therapistId: z.uuid({ message: MESSAGES.author }),
  title: required(MESSAGES.title, TITLE_MAX),
  slug: z
    .string({ message: MESSAGES.slug })
    .trim()
    .min(1, MESSAGES.slug)
    .max(SLUG_MAX, MESSAGES.slugFormat)
    .regex(SLUG_PATTERN, MESSAGES.slugFormat),
  content: z
    .string({ message: MESSAGES.content })
    .refine(noNul, "Contains an invalid character")
    .refine((value) => value.trim().length >= CONTENT_MIN, MESSAGES.content)
    .refine((value) => value.length <= CONTENT_MAX, `At most ${CONTENT_MAX} characters`),
  excerpt: z
    .string({ message: MESSAGES.excerptShort })
    .trim()
    .min(EXCERPT_MIN, MESSAGES.excerptShort)
    .max(EXCERPT_MAX, MESSAGES.excerptLong)
    .refine(noNul, "Contains an invalid character"),
  specialty: z
    .string({ message: MESSAGES.specialty })
    .max(200, MESSAGES.specialty)
    .transform((value, ctx) => {
      const known = findSpecialty(value.trim());
      if (!known) ctx.addIssue({ code: "custom", message: MESSAGES.specialty });
      return known ?? "";
    }),
  metaTitle: optional,
  metaDescription: optional,
  status: z.enum(["draft", "published"], { message: "Status must be draft or published" }).default("draft"),
});
export type BlogPostInput = z.infer<typeof BlogPostInput>;

/** The blog search (GET /api/blog-posts): sortBy recent, popular or title; page from 1; limit 1 to 50 (12). */
export const BLOG_SORTS = ["recent", "popular", "title"] as const;
export const BlogSearchParams = z.object({
  query: z.string().trim().max(200).refine(noNul, "Contains an invalid character").transform((v) => v || undefined).optional(),
  specialty: z.string().trim().max(200).refine(noNul, "Contains an invalid character").transform((v) => v || undefined).optional(),
  therapistId: z.uuid("Must be a therapist id").optional(),
  sortBy: z.enum(BLOG_SORTS, { message: "Must be recent, popular or title" }).default("recent"),
  page: z.coerce.number({ message: "Must be a whole number from 1" }).int("Must be a whole number from 1").min(1, "Must be a whole number from 1").max(10_000, "At most 10000").default(1),
  limit: z.coerce
    .number({ message: "Must be a whole number from 1 to 50" })
    .int("Must be a whole number from 1 to 50")
    .min(1, "Must be a whole number from 1 to 50")
    .max(BLOG_LIMIT_MAX, "Must be a whole number from 1 to 50")
    .default(BLOG_PAGE_SIZE),
});
export type BlogSearchParams = z.infer<typeof BlogSearchParams>;

/** The /blog page's URL, read leniently: anything malformed is dropped (the page never fails on a bad link). */
export function parseBlogUrl(params: URLSearchParams): BlogSearchParams {
  const pick = <K extends keyof BlogSearchParams>(key: K) => {
    const one = BlogSearchParams.shape[key].safeParse(params.get(key) ?? undefined);
    return one.success ? one.data : undefined;
  };
  return BlogSearchParams.parse({ query: pick("query"), specialty: pick("specialty"), sortBy: pick("sortBy"), page: pick("page") });
}

/** /blog plus its query string: defaults left out, one order, so equal searches have equal URLs. */
export function blogHref(p: Partial<BlogSearchParams>): string {
  const out = new URLSearchParams();
  if (p.query) out.set("query", p.query);
  if (p.specialty) out.set("specialty", p.specialty);
  if (p.sortBy && p.sortBy !== "recent") out.set("sortBy", p.sortBy);
  if (p.page && p.page > 1) out.set("page", String(p.page));
  const query = out.toString().replace(/\+/g, "%20");
  return query ? `/blog?${query}` : "/blog";
}
