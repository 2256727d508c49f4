import type { Route } from "./+types/uploads";
import { servicesContext } from "#app/context.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { isServedKey, UPLOAD_CACHE_CONTROL } from "#app/uploads/storage.server.ts";

// GET /uploads/{key}: a stored upload, read from the local folder or the bucket; cached a day as immutable
// (UPLOAD_CACHE_CONTROL says why not longer).
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isServedKey(key)) return new Response("Not found", { status: 404 });
  const body = await storageFor(context.get(servicesContext).config)
    .get(key)
    .catch(() => null);
  if (!body) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": UPLOAD_CACHE_CONTROL,
      "Content-Security-Policy": "default-src 'none'",
      "Cross-Origin-Resource-Policy": "same-site",
    },
  });
}
