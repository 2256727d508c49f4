import { z } from "zod";
import type { Route } from "./+types/badge.svg";
import { servicesContext } from "#app/context.server.ts";
import { badgeSvg } from "#app/therapists/badge.server.ts";
import { findPublicProfileBySlug } from "#app/therapists/profile.server.ts";

// GET /badge/{slug}.svg (English) and /badge/{slug}.fr.svg (French): the embeddable badge of an approved profile;
// 404 otherwise. Long-cached: it never changes for a slug while the profile exists.

/** A badge's file name: the profile's slug, ".fr" for the French badge, ".svg". */
const BADGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(\.fr)?\.svg$/;
const Params = z.object({ file: z.string().max(90).regex(BADGE_FILE) });

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  const [, slug, french] = parsed.success ? (BADGE_FILE.exec(parsed.data.file) ?? []) : [];
  if (!slug) return new Response("Not found", { status: 404 });
  const profile = await findPublicProfileBySlug(context.get(servicesContext).db, slug);
  if (!profile) return new Response("Not found", { status: 404 });
  return new Response(badgeSvg(french ? "fr" : "en"), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
