import type { Route } from "./+types/blog.rss.xml";
import { listLatestPublicPosts } from "#app/blog/posts.server.ts";
import { RSS_ITEMS, rssXml } from "#app/blog/rss.ts";
import { servicesContext } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";

// GET /blog/rss.xml: the latest 50 public posts.
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const xml = rssXml(config.appUrl, SITE.name, await listLatestPublicPosts(db, RSS_ITEMS));
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
