import { sql, type CommonQueryMethods, type PrimitiveValueExpression } from "slonik";

// Two places must run SQL text that is not a template literal: the migration files in sql/, and the
// statements pg-boss builds when it enqueues a job inside one of our transactions. Both go through here,
// so the rest of the code base only ever uses the sql tag.

function templateOf(parts: string[]): TemplateStringsArray {
  return Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
}

/** A whole SQL file, run as is (no parameters, so several statements are allowed). */
export function sqlFile(text: string) {
  return sql.unsafe(templateOf([text]));
}

/** Positional-parameter SQL ($1, $2 ...) turned into a Slonik query with the same values. */
export function positionalSql(text: string, values: readonly unknown[] = []) {
  const parts: string[] = [];
  const bound: PrimitiveValueExpression[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) continue;
    parts.push(text.slice(last, match.index));
    bound.push(values[index] as PrimitiveValueExpression);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return sql.unsafe(templateOf(parts), ...bound);
}

/** The adapter pg-boss accepts as `db`, so a job is written by the same connection (and transaction). */
export function bossDbAdapter(connection: CommonQueryMethods) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await connection.query(positionalSql(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
