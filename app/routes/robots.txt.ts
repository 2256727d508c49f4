import type { Route } from "./+types/robots.txt";
import { servicesContext } from "#app/context.server.ts";
import { robotsTxt } from "#app/seo/sitemap.server.ts";

// GET /robots.txt
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return new Response(robotsTxt(config.appUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
