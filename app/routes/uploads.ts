import type { Route } from "./+types/uploads";
import { servicesContext } from "#app/context.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { isValidKey } from "#app/uploads/storage.server.ts";

// GET /uploads/{key}: a stored upload (local storage). Keys are random and never reused, so the answer is
// cached for a year as immutable.
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isValidKey(key)) return new Response("Not found", { status: 404 });
  const body = await storageFor(context.get(servicesContext).config)
    .get(key)
    .catch(() => null);
  if (!body) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
      "Cross-Origin-Resource-Policy": "same-site",
    },
  });
}
