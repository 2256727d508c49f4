import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import { prepared } from "#app/db/prepared.server.ts";
import { toEnglishQuery } from "#app/reference/french-terms.ts";
import { searchKey } from "#app/search/facets.ts";
import {
  listPublicPostsByIds,
  listWholePublicPostsByIds,
  type ListedPost,
  type WholeListedPost,
} from "./posts.server.ts";
import type { BlogSearchParams } from "./rules.ts";

// The blog's search, as the blog page and the blog API use it (the directory's search is app/search/engine), over
// blog_search_documents. Each query word is completed or corrected from blog_search_terms (the words of public
// posts): a known word, or the start of one, matches as a prefix ('mindful' finds mindfulness); an unknown word is
// replaced by its closest term by trigram similarity ('anxeity' → anxiety). Accents never matter (both sides are
// unaccented). A one-word query's exact total is read from stored counts, over all topics or within one (sql/017);
// several words are counted through the GIN index (blog_search_count, sql/015) or, within a topic or an author,
// through that one's index. The topic list counts every public post per specialty (of the chosen author, if any),
// whatever the text query: read from blog_search_specialties, which also gives the total when neither text nor an
// author narrows the list. A language narrows every count as an author does (the topic list too). A French post's
// document also holds its words' French stems (sql/042): a word that matches no post's word as typed is read as its
// French stem when that one does ('deuils' → deuil), before any correction. A query that names a topic or a term
// in French is searched as typed or as its English words (readingsOf: « anxiété » finds posts on Anxiety). A word
// searched as a prefix also matches its singular as a whole word, by the directory's rule (search_singular,
// sql/047: 'therapists' finds 'therapist', 'anxieties' 'anxiety', 'seances' 'seance'; never the singular's longer
// words), and its stored count includes them.
// The page's posts are then read by id from the source tables, in a statement of their own that an empty page never
// sends (inside the search's statement, their join would be planned on every search, an empty page's too, which
// costs more than the round trip saved: docs/decisions/079): without their content for the /blog page (searchBlog),
// whole for the API (searchBlogPosts).

const MAX_WORDS = 8;

export type BlogSearch<Post = ListedPost> = {
  posts: Post[];
  total: number;
  /** Public posts per specialty (of the chosen author, if any). */
  specialties: { value: string; count: number }[];
  /** The words searched when some were corrected ('anxeity' → 'anxiety'), else null. */
  corrected: string | null;
};

function blogWords(query: string): string[] {
  return searchKey(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40))
    .slice(0, MAX_WORDS);
}

const Word = z.object({
  word: z.string(),
  prefix: z.boolean(),
  corrected: z.boolean(),
  /** A prefix's singular, matched as a whole word too ('therapists' → therapist), or null. */
  singular: z.string().nullable(),
});

/** Whether some post has a word starting with `word` (SQL, over blog_search_terms). */
const knownPrefix = (word: FragmentSqlToken) =>
  sql.fragment`EXISTS (SELECT 1 FROM blog_search_terms t WHERE t.term >= ${word} AND t.term < ${word} || chr(1114111))`;

async function correctWords(db: CommonQueryMethods, typed: string[]) {
  return db.any(
    prepared(sql.type(Word)`
    WITH typed AS MATERIALIZED (
      SELECT w.word, w.position, ${knownPrefix(sql.fragment`w.word`)} AS known
      FROM unnest(${sql.array(typed, "text")}) WITH ORDINALITY AS w(word, position)
    ),
    -- an unknown word's French stem, kept when some post has a word starting with it
    stemmed AS MATERIALIZED (
      SELECT t.word, t.position, t.known, s.stem
      FROM typed t
      LEFT JOIN LATERAL (
        SELECT left(u.lexeme, 40) AS stem FROM unnest(to_tsvector('directory_french', t.word)) AS u LIMIT 1
      ) s ON NOT t.known AND ${knownPrefix(sql.fragment`s.stem`)}
    ),
    -- materialized: the final SELECT reads the suggestion four times, and an inlined CTE would run its
    -- trigram scan each time
    suggested AS MATERIALIZED (
      SELECT t.word, t.position, t.known OR t.stem IS NOT NULL AS known, coalesce(t.stem, t.word) AS searched,
        CASE WHEN NOT t.known AND t.stem IS NULL AND length(t.word) >= 3 THEN closest_blog_term(t.word) END AS suggestion
      FROM stemmed t
    )
    SELECT CASE WHEN known OR suggestion IS NULL THEN searched ELSE suggestion END AS word,
      known OR suggestion IS NULL AS prefix, NOT known AND suggestion IS NOT NULL AS corrected,
      CASE WHEN known OR suggestion IS NULL THEN search_singular(searched) END AS singular
    FROM suggested ORDER BY position`),
  );
}

/** Prefixes up to this length have their post count stored (blog_search_prefixes, sql/017). */
const STORED_PREFIX_LENGTH = 20;

/**
 * A one-word total read from the stored counts, or null when it must be counted: a prefix's count (its singular's
 * posts included) over all topics or within one (blog_search_prefixes), a corrected word's over all topics
 * (blog_search_terms).
 */
function storedCount(words: readonly z.infer<typeof Word>[], specialty: string | undefined) {
  const [only] = words;
  if (words.length !== 1 || !only) return null;
  if (only.prefix && only.word.length <= STORED_PREFIX_LENGTH) {
    return sql.fragment`coalesce((SELECT posts FROM blog_search_prefixes WHERE prefix = ${only.word} AND specialty = ${specialty ?? ""}), 0)`;
  }
  if (!only.prefix && !specialty)
    return sql.fragment`coalesce((SELECT posts FROM blog_search_terms WHERE term = ${only.word}), 0)`;
  return null;
}

/**
 * The exact total: stored for one word, else a GIN count over all topics, or a count through the topic's or
 * author's index (`where`); NULL when the topic list's counts give it (no text, no author).
 */
function totalOf(
  words: readonly z.infer<typeof Word>[],
  tsquery: string,
  params: BlogSearchParams,
  where: FragmentSqlToken,
) {
  const narrowed = Boolean(params.therapistId || params.language);
  const stored = tsquery && !narrowed ? storedCount(words, params.specialty) : null;
  if (stored) return stored;
  if (tsquery && !params.specialty && !narrowed)
    return sql.fragment`blog_search_count(to_tsquery('simple', ${tsquery}))`;
  if (tsquery || params.therapistId) return sql.fragment`(SELECT count(*)::int FROM blog_search_documents d ${where})`;
  return sql.fragment`NULL::int`;
}

const Found = z.object({
  ids: z.array(z.uuid()),
  specialties: z.array(z.object({ value: z.string(), count: z.number() })),
  counted: z.number().nullable(),
});

const orderBy = {
  recent: sql.fragment`d.published_at DESC, d.post_id`,
  popular: sql.fragment`d.views DESC, d.published_at DESC, d.post_id`,
  title: sql.fragment`d.title_key, d.post_id`,
} as const;

/** A word in the tsquery: a prefix (or it and its singular: 'therapists:* | therapist'), or a corrected word whole. */
function asSearched({ word, prefix, singular }: z.infer<typeof Word>) {
  if (!prefix) return word;
  return singular ? `(${word}:* | ${singular})` : `${word}:*`;
}

type Reading = readonly z.infer<typeof Word>[];

/**
 * The query's words as searched: as typed, and, when it names a topic or a term in French, as its English words too
 * (« estime de soi » as "self-esteem": reference/french-terms.ts, the directory's rule), so that it finds the posts
 * on that topic in either language. A typed reading that needed a correction gives way to the English one.
 */
async function readingsOf(db: CommonQueryMethods, query: string | undefined): Promise<Reading[]> {
  const typed = query ? blogWords(query) : [];
  if (typed.length === 0) return [];
  const english = blogWords(toEnglishQuery(query ?? ""));
  const [asTyped, inEnglish] = await Promise.all([
    correctWords(db, typed),
    english.join(" ") === typed.join(" ") || english.length === 0 ? null : correctWords(db, english),
  ]);
  if (!inEnglish) return [asTyped];
  return asTyped.some((w) => w.corrected) ? [inEnglish] : [asTyped, inEnglish];
}

/** The search's page of post ids, in order, with its total, topic list and correction. */
async function findPosts(db: CommonQueryMethods, params: BlogSearchParams) {
  const readings = await readingsOf(db, params.query);
  // one reading's words, or either reading's: its stored one-word counts are read only for a single reading
  const words = readings.length === 1 ? readings[0]! : [];
  const tsquery =
    readings.length === 1
      ? words.map(asSearched).join(" & ")
      : readings.map((reading) => `(${reading.map(asSearched).join(" & ")})`).join(" | ");
  // an author or a language narrows the topic list's counts too
  const narrowing = [
    ...(params.therapistId ? [sql.fragment`d.therapist_id = ${params.therapistId}`] : []),
    ...(params.language ? [sql.fragment`d.language = ${params.language}`] : []),
  ];
  // The cheap tests first: a row of another topic or author is skipped before its tsvector is read.
  const all = [
    ...narrowing,
    ...(params.specialty ? [sql.fragment`d.specialty = ${params.specialty}`] : []),
    ...(tsquery ? [sql.fragment`d.search @@ to_tsquery('simple', ${tsquery})`] : []),
  ];
  const where = (parts: typeof all) =>
    parts.length > 0 ? sql.fragment`WHERE ${sql.join(parts, sql.fragment` AND `)}` : sql.fragment``;

  const count = totalOf(words, tsquery, params, where(all));
  const topics =
    narrowing.length > 0
      ? sql.fragment`SELECT d.specialty AS value, count(*)::int AS count FROM blog_search_documents d ${where(narrowing)} GROUP BY d.specialty`
      : sql.fragment`SELECT specialty AS value, posts AS count FROM blog_search_specialties`;
  // One statement (one round trip): the page's ids in order, the topic list and the total.
  const { ids, specialties, counted } = await db.one(sql.type(Found)`
    SELECT
      ARRAY(
        SELECT d.post_id FROM blog_search_documents d ${where(all)}
        ORDER BY ${orderBy[params.sortBy]}
        LIMIT ${params.limit} OFFSET ${(params.page - 1) * params.limit}
      ) AS ids,
      (SELECT coalesce(json_agg(topic ORDER BY topic.value), '[]') FROM (${topics}) AS topic) AS specialties,
      ${count} AS counted`);
  const total =
    counted ??
    specialties.reduce((sum, f) => sum + (!params.specialty || f.value === params.specialty ? f.count : 0), 0);
  return {
    ids,
    total,
    specialties,
    corrected: words.some((w) => w.corrected) ? words.map((w) => w.word).join(" ") : null,
  };
}

/** The /blog page's search: each post without its content (a card shows the excerpt). */
export async function searchBlog(db: CommonQueryMethods, params: BlogSearchParams): Promise<BlogSearch> {
  const { ids, ...found } = await findPosts(db, params);
  return { posts: await listPublicPostsByIds(db, ids), ...found };
}

/** The blog API's search (GET /api/blog-posts): each post whole, its content included. */
export async function searchBlogPosts(
  db: CommonQueryMethods,
  params: BlogSearchParams,
): Promise<BlogSearch<WholeListedPost>> {
  const { ids, ...found } = await findPosts(db, params);
  return { posts: await listWholePublicPostsByIds(db, ids), ...found };
}
