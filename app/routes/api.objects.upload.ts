import type { Route } from "./+types/api.objects.upload";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, refuseMethods, tooManyRequests } from "#app/http/api.server.ts";
import { PHOTO_MESSAGES } from "#app/uploads/photo-rules.ts";
import { issueUploadUrl } from "#app/uploads/upload-urls.server.ts";

export const loader = refuseMethods(["POST"], "Ask for an upload URL with POST.");

// POST /api/objects/upload, no body: the first of the three-call photo upload. 200 { uploadURL, publicUrl }:
// uploadURL takes one PUT of the image's bytes from the caller, within 15 minutes; publicUrl is the path the photo
// will be served at once that PUT stored it. 401 signed out; 429 too many uploads (the one-call upload's limit).
export const action = acceptMethods(
  ["POST"],
  "Ask for an upload URL with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const { db, config } = context.get(servicesContext);
    const issued = await issueUploadUrl(db, config, user.id);
    if (issued.kind === "too-many") return tooManyRequests(PHOTO_MESSAGES.tooMany, issued.retryAfterSeconds);
    return apiJson({ uploadURL: issued.uploadURL, publicUrl: issued.publicUrl });
  },
);
