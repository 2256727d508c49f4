import { z } from "zod";
import { findSpecialty } from "#app/reference/specialties.ts";
import {
  CONTENT_MAX,
  CONTENT_MIN,
  EXCERPT_MAX,
  EXCERPT_MIN,
  hasNoNul,
  BLOG_LANGUAGES,
  MESSAGES,
  META_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  TITLE_MAX,
} from "./rules.ts";

// A blog post as written, checked by the API, the form's server action and the form in the browser.

const required = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, MESSAGES.invalidCharacter);
const optional = z
  .string()
  .trim()
  .max(META_MAX, `At most ${META_MAX} characters`)
  .refine(hasNoNul, MESSAGES.invalidCharacter)
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
    .refine(hasNoNul, MESSAGES.invalidCharacter)
    .refine((value) => value.trim().length >= CONTENT_MIN, MESSAGES.content)
    .refine((value) => value.length <= CONTENT_MAX, `At most ${CONTENT_MAX} characters`),
  excerpt: z
    .string({ message: MESSAGES.excerptShort })
    .trim()
    .min(EXCERPT_MIN, MESSAGES.excerptShort)
    .max(EXCERPT_MAX, MESSAGES.excerptLong)
    .refine(hasNoNul, MESSAGES.invalidCharacter),
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
  /** Left out: English for a new post, unchanged for an edited one. */
  language: z.enum(BLOG_LANGUAGES, { message: MESSAGES.language }).optional(),
});
export type BlogPostInput = z.infer<typeof BlogPostInput>;
