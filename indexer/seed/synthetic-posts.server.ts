import { sql } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { generateBlogPost } from "./generate-blog-post.ts";
import { insertBlogPosts } from "./insert.server.ts";
import { createRandom } from "./random.ts";
import { DEMO_SEED } from "./seed.server.ts";

// Synthetic blog posts for load tests: written by existing approved therapists (up to 2,000 of them, spread over
// the table): the `published` posts asked for, and a draft after every nine of them. Slugs end in a number past every existing post's, so a
// second run adds posts rather than colliding.

const Author = TherapistRow.pick({
  id: true,
  firstName: true,
  lastName: true,
  credentials: true,
  specialties: true,
  therapyTypes: true,
  createdAt: true,
});

/** Adds `published` published posts and one draft per nine; returns how many posts it wrote. */
export async function addSyntheticPosts(
  db: Db,
  published: number,
  options: { batchSize?: number } = {},
): Promise<number> {
  if (published <= 0) return 0;
  const count = published + Math.floor(published / 9);
  const batchSize = Math.max(1, options.batchSize ?? 2000);
  const existing = await db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM blog_posts`);
  const authors = await db.any(sql.type(Author)`
    SELECT ${selectOf("therapists", Author)} FROM therapists WHERE status = 'approved' ORDER BY md5(id::text) LIMIT 2000`);
  if (authors.length === 0) throw new Error("No approved therapists to write posts");
  const random = createRandom(DEMO_SEED + existing);
  const now = new Date();
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const author = random.pick(authors);
      const post = generateBlogPost(random, author, 1000 + existing + done + i, now, { draft: (done + i) % 10 === 9 });
      return { ...post, therapistId: author.id };
    });
    await insertBlogPosts(db, rows);
  }
  return count;
}
