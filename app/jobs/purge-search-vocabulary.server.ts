import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every 6 hours, and soon after a listing leaves the directory (forget-words.server.ts): the words no search
// document (or public blog post) holds leave the search vocabulary.
export const purgeSearchVocabularyJob = defineJob({
  name: "purge-search-vocabulary",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800, deadLetter: "purge-search-vocabulary-dead" },
  schedule: "35 */6 * * *",
});
