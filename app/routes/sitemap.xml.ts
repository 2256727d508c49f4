import type { Route } from "./+types/sitemap.xml";
import { servicesContext } from "#app/context.server.ts";
import { sitemapEntries, sitemapXml } from "#app/seo/sitemap.server.ts";

// GET /sitemap.xml
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const xml = sitemapXml(config.appUrl, await sitemapEntries(db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
