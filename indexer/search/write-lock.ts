import { sql, type CommonQueryMethods } from "slonik";

/**
 * Every write of the search index (documents, words, the index version) takes this transaction-level advisory lock,
 * so documents, words and versions always change together and concurrent writers never deadlock.
 */
const SEARCH_WRITE_LOCK = 72_411_002;

export async function lockSearchWrites(tx: CommonQueryMethods): Promise<void> {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${SEARCH_WRITE_LOCK})`);
}
