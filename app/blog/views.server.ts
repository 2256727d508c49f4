import { pageVisitor } from "#app/analytics/record.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { addBlogView } from "#app/search/engine/blog-search.server.ts";

// A post's views (the blog's Popular sort) are counted as profile views are: once per visitor within the
// analytics window, never for a bot, in the background (the page does not wait), a failure only logged.
export function recordPostView(
  services: Pick<AppServices, "db" | "logger" | "config">,
  request: Request,
  view: { ip: string; postId: string },
): void {
  const visitor = pageVisitor(services.config.sessionSecret, request, view.ip);
  if (!visitor) return;
  addBlogView(services.db, view.postId, { visitor, type: "blog_view", page: view.postId }).catch((error: unknown) =>
    services.logger.error({ err: error }, "could not record a blog post view"),
  );
}
