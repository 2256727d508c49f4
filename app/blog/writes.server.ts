import { sql, UniqueIntegrityConstraintViolationError, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { recordAudit, type AuditAction } from "#app/admin/audit.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { indexBlogPostJob } from "#app/jobs/index-blog-post.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { recordErasure } from "#app/privacy/erasure-ledger.server.ts";
import { mayChange, mayWriteAs, type Writer } from "./authors.server.ts";
import { findPostById, freeSlugLike } from "./posts.server.ts";
import type { BlogPostInput } from "./post-input.ts";
import { PAGE_SLUGS } from "./rules.ts";

// Writing blog posts. Every change enqueues index-blog-post in its own transaction; an admin's change of a post
// is recorded in the audit log with it. Publishing stamps the publish date the first time only.

type Services = Pick<AppServices, "db" | "boss">;
type Saved = { id: string; slug: string; status: "draft" | "published" };
export type WriteOutcome =
  | { kind: "saved"; post: Saved }
  | { kind: "forbidden" }
  | { kind: "not-found" }
  | { kind: "unknown-author" }
  | { kind: "slug-taken"; suggestion: string };

const SavedRow = z.object({ id: z.uuid(), slug: z.string(), status: z.enum(["draft", "published"]) });

/** What a write changes, for the audit log: the post's author, the action, and the post before and after. */
type Change = { therapistId: string; action: AuditAction; before: unknown; after: unknown };

/**
 * Runs one write of a post in a transaction with its follow-up: the post's index job, and for an admin the audit
 * entry. A write that finds no row is "not-found".
 */
async function writePost(
  services: Services,
  writer: Writer,
  change: Change,
  write: (tx: CommonQueryMethods) => Promise<Saved | null>,
): Promise<WriteOutcome> {
  return services.db.transaction(async (tx) => {
    const post = await write(tx);
    if (!post) return { kind: "not-found" } as const;
    await enqueue(services.boss, indexBlogPostJob, { postId: post.id }, { db: tx });
    if (writer.kind === "admin") await recordAudit(tx, { actor: writer.user, ...change });
    return { kind: "saved", post } as const;
  });
}

/** Writes a post's fields (writePost); a slug another post or a page of the blog holds becomes "slug-taken" with a
 *  free one. */
async function savePost(
  services: Services,
  writer: Writer,
  input: BlogPostInput,
  change: Omit<Change, "therapistId" | "after">,
  write: (tx: CommonQueryMethods) => Promise<Saved | null>,
): Promise<WriteOutcome> {
  // a slug one of the blog's own pages holds is taken, as one another post holds
  if (PAGE_SLUGS.includes(input.slug))
    return { kind: "slug-taken", suggestion: await freeSlugLike(services.db, input.slug) };
  try {
    return await writePost(services, writer, { ...change, therapistId: input.therapistId, after: input }, write);
  } catch (error) {
    if (!(error instanceof UniqueIntegrityConstraintViolationError)) throw error;
    return { kind: "slug-taken", suggestion: await freeSlugLike(services.db, input.slug) };
  }
}

export async function createPost(services: Services, writer: Writer, input: BlogPostInput): Promise<WriteOutcome> {
  const allowed = await mayWriteAs(services.db, writer, input.therapistId);
  if (allowed !== "ok") return { kind: allowed === "forbidden" ? "forbidden" : "unknown-author" };
  return savePost(services, writer, input, { action: "post-create", before: null }, (tx) =>
    tx.one(sql.type(SavedRow)`
      INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, meta_title, meta_description, status, published_at, language)
      VALUES (${input.therapistId}, ${input.title}, ${input.slug}, ${input.content}, ${input.excerpt}, ${input.specialty},
        ${input.metaTitle}, ${input.metaDescription}, ${input.status}, ${input.status === "published" ? sql.fragment`now()` : null},
        ${input.language ?? "en"})
      RETURNING id, slug, status`),
  );
}

export async function updatePost(
  services: Services,
  writer: Writer,
  postId: string,
  input: BlogPostInput,
): Promise<WriteOutcome> {
  const current = await findPostById(services.db, postId);
  if (!current) return { kind: "not-found" };
  if (!mayChange(writer, current)) return { kind: "forbidden" };
  if (input.therapistId !== current.therapistId) {
    const allowed = await mayWriteAs(services.db, writer, input.therapistId);
    if (allowed !== "ok") return { kind: allowed === "forbidden" ? "forbidden" : "unknown-author" };
  }
  const { author: _author, ...before } = current;
  return savePost(services, writer, input, { action: "post-edit", before }, (tx) =>
    tx.maybeOne(sql.type(SavedRow)`
      UPDATE blog_posts SET therapist_id = ${input.therapistId}, title = ${input.title}, slug = ${input.slug},
        content = ${input.content}, excerpt = ${input.excerpt}, specialty = ${input.specialty},
        meta_title = ${input.metaTitle}, meta_description = ${input.metaDescription}, status = ${input.status},
        language = coalesce(${input.language ?? null}, language),
        published_at = CASE WHEN ${input.status} = 'published' THEN coalesce(published_at, now()) ELSE published_at END
      WHERE id = ${postId} RETURNING id, slug, status`),
  );
}

/** Publish or unpublish (back to draft) a post. */
export async function setPostStatus(
  services: Services,
  writer: Writer,
  postId: string,
  status: "draft" | "published",
): Promise<WriteOutcome> {
  const current = await findPostById(services.db, postId);
  if (!current) return { kind: "not-found" };
  if (!mayChange(writer, current)) return { kind: "forbidden" };
  const change: Change = {
    therapistId: current.therapistId,
    action: status === "published" ? "post-publish" : "post-unpublish",
    before: { status: current.status, slug: current.slug },
    after: { status },
  };
  return writePost(services, writer, change, (tx) =>
    tx.maybeOne(sql.type(SavedRow)`
      UPDATE blog_posts SET status = ${status},
      published_at = CASE WHEN ${status} = 'published' THEN coalesce(published_at, now()) ELSE published_at END
      WHERE id = ${postId} RETURNING id, slug, status`),
  );
}

export async function deletePost(services: Services, writer: Writer, postId: string): Promise<WriteOutcome> {
  const current = await findPostById(services.db, postId);
  if (!current) return { kind: "not-found" };
  if (!mayChange(writer, current)) return { kind: "forbidden" };
  const { author: _author, ...before } = current;
  const change: Change = { therapistId: current.therapistId, action: "post-delete", before, after: null };
  // written into the erasure ledger too, so a restored backup deletes it again
  return writePost(services, writer, change, async (tx) => {
    const deleted = await tx.maybeOne(sql.type(SavedRow)`
      DELETE FROM blog_posts WHERE id = ${postId} RETURNING id, slug, status`);
    if (deleted) await recordErasure(tx, services.boss, { kind: "post", id: postId, at: Date.now() });
    return deleted;
  });
}

/**
 * A deleted post found again (a restored backup): deleted again, and taken out of the blog's search, when it was
 * written no later than its deletion; answers whether it did.
 */
export async function deletePostAgain(
  tx: CommonQueryMethods,
  services: Pick<Services, "boss">,
  postId: string,
  deletedAt: number,
): Promise<boolean> {
  const deleted = await tx.maybeOneFirst(sql.type(z.object({ id: z.uuid() }))`
    DELETE FROM blog_posts WHERE id = ${postId} AND created_at <= ${sql.timestamp(new Date(deletedAt))} RETURNING id`);
  if (deleted) await enqueue(services.boss, indexBlogPostJob, { postId }, { db: tx });
  return deleted !== null;
}

/** Takes a removed therapist's posts out of the blog and its search (in the removal's transaction). */
export async function unindexTherapistPosts(
  tx: CommonQueryMethods,
  services: Pick<Services, "boss">,
  therapistId: string,
): Promise<void> {
  const ids = await tx.anyFirst(
    sql.type(z.object({ id: z.uuid() }))`SELECT id FROM blog_posts WHERE therapist_id = ${therapistId}`,
  );
  for (const postId of ids) await enqueue(services.boss, indexBlogPostJob, { postId }, { db: tx });
}
