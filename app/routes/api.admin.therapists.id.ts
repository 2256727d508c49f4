import { z } from "zod";
import type { Route } from "./+types/api.admin.therapists.id";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";

export const loader = refuseMethods(["DELETE"]);

// DELETE /api/admin/therapists/{id}: soft delete (out of the directory and the index; inquiries and the audit
// log keep it). 200 { message }; 404 unknown or already deleted.
export const action = acceptMethods(
  ["DELETE"],
  "Delete with DELETE.",
  async ({ request, context, params }: Route.ActionArgs) => {
    const admin = await requireAdmin(request, context);
    const id = z.uuid().safeParse(params.id);
    if (!id.success) return notFound("Therapist profile not found");
    const outcome = await deleteTherapist(context.get(servicesContext), admin, id.data);
    return outcome.kind === "deleted"
      ? apiJson({ message: "Profile Deleted" })
      : notFound("Therapist profile not found");
  },
);
