import { z } from "zod";
import type { Route } from "./+types/api.therapists.by-slug";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";
import { PUBLIC_LISTINGS_CACHE } from "#app/http/cache.ts";
import { therapistApiView } from "#app/therapists/coverage.ts";
import { findPublicProfileBySlug } from "#app/therapists/profile.server.ts";

const Params = z.object({ slug: z.string().trim().min(1).max(200) });

// GET /api/therapists/by-slug/{slug}: one approved therapist's public profile (the therapist itself, not wrapped).
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw notFound("Therapist not found.");
  const therapist = await findPublicProfileBySlug(context.get(servicesContext).db, parsed.data.slug.toLowerCase());
  if (!therapist) throw notFound("Therapist not found.");
  return apiJson(therapistApiView(therapist, Date.now()), { headers: PUBLIC_LISTINGS_CACHE });
}

export const action = refuseMethods(["GET"]);
