import { createHash } from "node:crypto";
import type { QuerySqlToken } from "slonik";

// A query a page runs on every request, sent as a named prepared statement: PostgreSQL plans it once per connection
// and reuses that plan (planning the profile page's query took longer than running it: 0.6 against 0.4 ms). The
// statement is named by its text, so each variant a query builds from optional parts (a filter present or not, a
// sort) is a statement of its own, and a name can never stand for two texts. Only for queries whose variants are
// few: each stays prepared for the connection's life (the pool never discards its session state), so a text that
// holds values (a VALUES list of any length) must not come here. A plan depends on the tables, not on the values:
// PostgreSQL plans it again after a migration changes them, and chooses for each execution between the generic
// plan and one made for its values.

/** `query`, to be sent as the prepared statement of its text. */
export function prepared<T extends QuerySqlToken>(query: T): T {
  const name = `p_${createHash("sha1").update(query.sql).digest("base64url")}`;
  return Object.freeze({ ...query, name });
}
