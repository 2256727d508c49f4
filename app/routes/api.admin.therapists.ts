import { z } from "zod";
import type { Route } from "./+types/api.admin.therapists";
import { findTherapistByEmail, listTherapists } from "#app/admin/profiles.server.ts";
import { EmailAddress } from "#app/auth/email.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, notFound, parseOrThrow, refuseMethods, searchParamsObject } from "#app/http/api.server.ts";

const Query = z.object({ email: EmailAddress.optional() });

// GET /api/admin/therapists: the approved therapists with userId and user; ?email= one therapist (404 if none).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { email } = parseOrThrow(Query, searchParamsObject(request.url));
  const { db } = context.get(servicesContext);
  if (email === undefined) return apiJson(await listTherapists(db), { headers: { "Cache-Control": "no-store" } });
  const therapist = await findTherapistByEmail(db, email);
  return therapist
    ? apiJson(therapist, { headers: { "Cache-Control": "no-store" } })
    : notFound("Therapist profile not found");
}

export const action = refuseMethods(["GET"]);
