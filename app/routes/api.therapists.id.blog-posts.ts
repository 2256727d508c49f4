import { z } from "zod";
import type { Route } from "./+types/api.therapists.id.blog-posts";
import { listPublishedPostsByTherapist } from "#app/blog/posts.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";
import { UUID_PATTERN } from "#app/therapists/profile.server.ts";
import { apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";

const Params = z.object({ id: z.string().regex(UUID_PATTERN) });

// GET /api/therapists/{id}/blog-posts: a listed therapist's published posts, newest first (an empty list when it
// has none); 404 when no therapist with that id is listed.
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw notFound("Therapist not found.");
  const posts = await listPublishedPostsByTherapist(context.get(servicesContext).db, parsed.data.id.toLowerCase());
  if (!posts) throw notFound("Therapist not found.");
  return apiJson(posts, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = refuseMethods(["GET"]);
