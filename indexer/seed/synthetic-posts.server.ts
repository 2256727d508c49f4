import { sql } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { asFrenchPost, writeFrenchText } from "./french-posts.ts";
import { generateBlogPost } from "./generate-blog-post.ts";
import { insertBlogPosts } from "./insert.server.ts";
import { createRandom } from "./random.ts";
import { slugify } from "./generate.ts";
import { DEMO_SEED } from "./seed.server.ts";

// Synthetic blog posts for load tests: written by existing approved therapists (up to 2,000 of them, spread over
// the table): the `published` posts asked for, and a draft after every nine of them. Slugs end in a number past every existing post's, so a
// second run adds posts rather than colliding. One published post in ten is in French: its text from a random
// stream of its own, so every other post is the same as before.

const Author = TherapistRow.pick({
  id: true,
  firstName: true,
  lastName: true,
  credentials: true,
  specialties: true,
  therapyTypes: true,
  createdAt: true,
});

/** The place, in each ten posts, of the French one; and its text's random stream. */
const FRENCH_PLACE = 4;
const FRENCH_STREAM = 38;

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
  const french = createRandom(DEMO_SEED + existing + FRENCH_STREAM);
  const now = new Date();
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const author = random.pick(authors);
      const n = 1000 + existing + done + i;
      const post = generateBlogPost(random, author, n, now, { draft: (done + i) % 10 === 9 });
      if ((done + i) % 10 !== FRENCH_PLACE) return { ...post, therapistId: author.id };
      const text = writeFrenchText(french, post.specialty);
      return {
        ...asFrenchPost(post, text, `${slugify(text.title).slice(0, 50).replace(/-+$/, "")}-${n}`),
        therapistId: author.id,
      };
    });
    await insertBlogPosts(db, rows);
  }
  return count;
}
