import { z } from "zod";
import type { Route } from "./+types/api.therapists.id";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";
import { PUBLIC_LISTINGS_CACHE } from "#app/http/cache.ts";
import { therapistApiView } from "#app/therapists/coverage.ts";
import { findPublicProfileById } from "#app/therapists/profile.server.ts";

// A parameter counts as a UUID only if it matches the 8-4-4-4-12 hex pattern; anything else is not found.
const Params = z.object({ id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i) });

// GET /api/therapists/{id}: one approved therapist's public profile (the therapist itself, not wrapped).
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw notFound("Therapist not found.");
  const therapist = await findPublicProfileById(context.get(servicesContext).db, parsed.data.id.toLowerCase());
  if (!therapist) throw notFound("Therapist not found.");
  return apiJson(therapistApiView(therapist, Date.now()), { headers: PUBLIC_LISTINGS_CACHE });
}

export const action = refuseMethods(["GET"]);
