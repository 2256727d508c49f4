import { purgeSearchVocabularyJob } from "#app/jobs/purge-search-vocabulary.server.ts";
import { removeUnpublishedBlogDocuments } from "../search/blog-index.ts";
import { pruneVocabulary } from "../search/vocabulary.ts";
import { handleJob } from "../job.ts";

// Deletes the words of the search vocabulary that no search document holds (a listing removed or erased, a bio
// rewritten, a name changed), and the blog documents of posts no longer public with their words. Running it twice
// deletes nothing more.
export const purgeSearchVocabularyHandler = handleJob(purgeSearchVocabularyJob, {
  async handle(_payload, { db, logger }) {
    const pruned = await pruneVocabulary(db);
    const blogDocuments = await removeUnpublishedBlogDocuments(db);
    logger.info({ ...pruned, blogDocuments }, "search vocabulary pruned");
  },
});
