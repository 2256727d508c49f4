import type { Route } from "./+types/sitemap.xml";
import { servicesContext } from "#app/context.server.ts";
import { listSitemapFiles } from "#app/seo/sitemap-files.server.ts";
import { latestChange, sitemapIndexXml, xmlAnswer } from "#app/seo/sitemap.server.ts";

// GET /sitemap.xml: the sitemap index (the files under /sitemaps/, each with when its rows last changed).
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const files = await listSitemapFiles(db);
  return xmlAnswer(sitemapIndexXml(config.appUrl, files), latestChange(files));
}
