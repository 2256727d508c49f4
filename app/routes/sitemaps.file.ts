import { z } from "zod";
import type { Route } from "./+types/sitemaps.file";
import { servicesContext } from "#app/context.server.ts";
import { sitemapFileEntries } from "#app/seo/sitemap-files.server.ts";
import {
  latestChange,
  pagesSitemapEntries,
  parseSitemapFileName,
  urlsetXml,
  xmlAnswer,
} from "#app/seo/sitemap.server.ts";

const Params = z.object({ file: z.string().max(40) });

// GET /sitemaps/{file}: one file of the sitemap index (pages.xml, therapists-N.xml, posts-N.xml); 404 otherwise.
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  const file = parsed.success ? parseSitemapFileName(parsed.data.file) : undefined;
  if (!file) throw new Response("Not Found", { status: 404 });
  const { db, config } = context.get(servicesContext);
  const entries = file.kind === "pages" ? pagesSitemapEntries() : await sitemapFileEntries(db, file.kind, file.number);
  if (!entries) throw new Response("Not Found", { status: 404 });
  return xmlAnswer(urlsetXml(config.appUrl, entries), latestChange(entries));
}
