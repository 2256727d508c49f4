import type { Route } from "./+types/api.blog-posts";
import { writerFor } from "#app/blog/authors.server.ts";
import { searchBlogPosts } from "#app/blog/blog-search.server.ts";
import { requireWriter, writeResponse } from "#app/blog/responses.server.ts";
import { BlogPostInput } from "#app/blog/post-input.ts";
import { BlogSearchParams } from "#app/blog/search-params.server.ts";
import { createPost } from "#app/blog/writes.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, parseJsonBody, parseOrThrow, searchParamsObject } from "#app/http/api.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";

// GET /api/blog-posts: { posts, total } of public posts, each whole (its content included), with its author (query,
// specialty, language, therapistId, sortBy, page, limit; a bad value is a 400). POST /api/blog-posts: a post written
// by the signed-in therapist (or an admin).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseOrThrow(BlogSearchParams, searchParamsObject(request.url));
  const { posts, total } = await searchBlogPosts(context.get(servicesContext).db, params);
  return apiJson({ posts, total }, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = acceptMethods(["GET", "POST"], async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  const writer = await writerFor(services.db, user);
  requireWriter(writer);
  const input = await parseJsonBody(request, BlogPostInput);
  return writeResponse(await createPost(services, writer, input), 201);
});
