import { z } from "zod";
import type { Route } from "./+types/badge.svg";
import { servicesContext } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";
import { findPublicProfileBySlug } from "#app/therapists/profile.server.ts";

const Params = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/)
    .max(90),
});

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 240x60 "Verified on <site>" badge image that the edit page's snippet embeds, as SVG. */
export function badgeSvg(siteName: string): string {
  const name = escapeXml(siteName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="Verified on ${name}">
<rect x="0.5" y="0.5" width="239" height="59" rx="10" fill="#ffffff" stroke="#0f766e"/>
<circle cx="30" cy="30" r="16" fill="#0f766e"/>
<path d="M22 30.5l5.5 5.5 10.5-11" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="56" y="25" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#334155">Verified on</text>
<text x="56" y="42" font-family="Arial, Helvetica, sans-serif" font-size="12.5" font-weight="bold" fill="#0f172a" textLength="174" lengthAdjust="spacingAndGlyphs">${name}</text>
</svg>`;
}

// GET /badge/{slug}.svg: the embeddable badge of an approved profile; 404 otherwise. Long-cached: it never
// changes for a slug while the profile exists.
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) return new Response("Not found", { status: 404 });
  const profile = await findPublicProfileBySlug(
    context.get(servicesContext).db,
    parsed.data.file.slice(0, -".svg".length),
  );
  if (!profile) return new Response("Not found", { status: 404 });
  return new Response(badgeSvg(SITE.name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
