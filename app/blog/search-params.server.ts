import { z } from "zod";
import { wholeFrom1To } from "#app/http/whole-number.ts";
import { listedValueOf } from "#app/reference/french-terms.ts";
import { textQuery } from "#app/search/text-query.ts";
import {
  BLOG_LANGUAGES,
  BLOG_LIMIT_MAX,
  BLOG_PAGE_SIZE,
  BLOG_SORTS,
  hasNoNul,
  MESSAGES,
  type BlogSearchParams as BlogSearchParamsType,
} from "./rules.ts";

// The blog search's parameters on the server: GET /api/blog-posts checks them strictly, /blog reads its URL leniently.

const BLOG_PAGE_BOUND = 10_000;

const text = z
  .string()
  .trim()
  .max(200)
  .refine(hasNoNul, MESSAGES.invalidCharacter)
  .transform((v) => v || undefined)
  .optional();
export const BlogSearchParams = z.object({
  query: text.transform(textQuery),
  specialty: text,
  language: z.enum(BLOG_LANGUAGES, { message: "Must be en or fr" }).optional(),
  therapistId: z.uuid("Must be a therapist id").optional(),
  sortBy: z.enum(BLOG_SORTS, { message: "Must be recent, popular or title" }).default("recent"),
  page: wholeFrom1To(BLOG_PAGE_BOUND).default(1),
  limit: wholeFrom1To(BLOG_LIMIT_MAX).default(BLOG_PAGE_SIZE),
}) satisfies z.ZodType<BlogSearchParamsType>;
export type BlogSearchParams = BlogSearchParamsType;

/** A topic as the specialty list spells it, however it was typed in the address (case, accents). */
const listedOrTyped = (typed: string | undefined) => typed && (listedValueOf(typed) ?? typed);

/** The /blog page's URL, read leniently: anything malformed is dropped (the page never fails on a bad link). */
export function parseBlogUrl(params: URLSearchParams): BlogSearchParams {
  const pick = <K extends keyof BlogSearchParams>(key: K) => {
    const one = BlogSearchParams.shape[key].safeParse(params.get(key) ?? undefined);
    return one.success ? one.data : undefined;
  };
  return BlogSearchParams.parse({
    query: pick("query"),
    specialty: listedOrTyped(pick("specialty") as string | undefined),
    language: pick("language"),
    sortBy: pick("sortBy"),
    // a whole page number past the bound is the bound (then past the last page, which the page redirects to), as
    // the directory reads it; anything else is the first page
    page: pick("page") ?? (/^[1-9]\d*$/.test(params.get("page") ?? "") ? BLOG_PAGE_BOUND : undefined),
  });
}
