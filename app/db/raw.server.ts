import { sql, type CommonQueryMethods, type PrimitiveValueExpression } from "slonik";

// pg-boss builds its own SQL text with positional parameters. To enqueue a job inside one of our Slonik
// transactions, that text runs through here; the rest of the code base only ever uses the sql tag.

function templateOf(parts: string[]): TemplateStringsArray {
  return Object.freeze(
    Object.assign([...parts], { raw: Object.freeze([...parts]) }),
  ) as unknown as TemplateStringsArray;
}

/** Positional-parameter SQL ($1, $2 ...) turned into a Slonik query with the same values. */
function positionalSql(text: string, values: readonly unknown[] = []) {
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
