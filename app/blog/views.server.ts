import { sql, type CommonQueryMethods } from "slonik";
import { pageVisitor } from "#app/analytics/record.server.ts";
import { onceStep, type Visit } from "#app/analytics/visitor.server.ts";
import type { AppServices } from "#app/context.server.ts";

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

/**
 * Counts a view of a public post, in one statement; with a visit, only the visitor's first view of the post
 * within the analytics window counts (as profile views do).
 */
export async function addBlogView(db: CommonQueryMethods, postId: string, visit?: Visit): Promise<void> {
  const first = visit
    ? { step: sql.fragment`${onceStep(visit)},`, gate: sql.fragment`FROM once WHERE once.hits = 1` }
    : undefined;
  await db.query(sql.unsafe`
    WITH ${first?.step ?? sql.fragment``} counted AS (
      INSERT INTO blog_post_views (post_id, views) SELECT ${postId}, 1 ${first?.gate ?? sql.fragment``}
      ON CONFLICT (post_id) DO UPDATE SET views = blog_post_views.views + 1
      RETURNING post_id
    )
    UPDATE blog_search_documents d SET views = d.views + 1 FROM counted WHERE d.post_id = counted.post_id`);
}
