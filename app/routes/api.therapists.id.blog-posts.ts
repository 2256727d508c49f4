import { z } from "zod";
import type { Route } from "./+types/api.therapists.id.blog-posts";
import { listPublishedPostsByTherapist } from "#app/blog/posts.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";
import { UUID_PATTERN } from "#app/therapists/profile.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

const Params = z.object({ id: z.string().regex(UUID_PATTERN) });

// GET /api/therapists/{id}/blog-posts: the therapist's published posts, newest first; an empty list otherwise.
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  const posts = parsed.success
    ? await listPublishedPostsByTherapist(context.get(servicesContext).db, parsed.data.id.toLowerCase())
    : [];
  return apiJson(posts, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = refuseMethods(["GET"]);
