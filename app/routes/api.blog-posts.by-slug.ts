import { z } from "zod";
import type { Route } from "./+types/api.blog-posts.by-slug";
import { findPublicPostBySlug } from "#app/blog/posts.server.ts";
import { SLUG_MAX, SLUG_PATTERN } from "#app/blog/rules.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";

// A slug is stored in lower case: one asked with capitals finds its post, as GET /api/therapists/by-slug does (the
// answer's `slug` is the stored one; the page's address is sent to its lower-case one instead).
const Params = z.object({ slug: z.string().max(SLUG_MAX).toLowerCase().regex(SLUG_PATTERN) });

// GET /api/blog-posts/by-slug/{slug}: the public post (404 when unknown, a draft, or its author removed).
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  const post = parsed.success ? await findPublicPostBySlug(context.get(servicesContext).db, parsed.data.slug) : null;
  if (!post) return notFound("Article not found");
  const { isPublic: _public, author, ...fields } = post;
  const { userId: _userId, ...publicAuthor } = author;
  return apiJson({ ...fields, author: publicAuthor }, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = refuseMethods(["GET"]);
