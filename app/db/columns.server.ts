import { sql, type FragmentSqlToken, type ListSqlToken, type ValueExpression } from "slonik";
import type { z } from "zod";

// A row schema's field names are its columns' names in camelCase (firstName is first_name): the select lists,
// JSON objects, column lists and assignments of those rows are built from the schema's keys here, once per module,
// instead of being written out by hand in each query. Rows come back from PostgreSQL already named as the schema
// says (each column aliased), so nothing is renamed per row.

type Row = z.ZodObject;
type Computed<R extends Row> = Partial<Record<keyof R["shape"], FragmentSqlToken>>;

/** The column that holds a field: its name in snake_case (isFeatured: is_featured). */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const fieldsOf = <R extends Row>(table: string, row: R, computed: Computed<R>) =>
  Object.keys(row.shape).map((field) => ({
    field,
    value: computed[field as keyof R["shape"]] ?? sql.identifier([table, columnOf(field)]),
  }));

/**
 * A select list with one item per field of the row, in its order: the field's column of `table` (an alias), or
 * the expression `computed` gives for it, named as the field (`t.first_name AS "firstName"`).
 */
export function selectOf<R extends Row>(table: string, row: R, computed: Computed<R> = {}): ListSqlToken {
  const items = fieldsOf(table, row, computed).map(
    ({ field, value }) => sql.fragment`${value} AS ${sql.identifier([field])}`,
  );
  return sql.join(items, sql.fragment`, `);
}

/** The same fields as one JSON object keyed by field name: json_build_object('firstName', t.first_name, ...). */
export function jsonOf<R extends Row>(table: string, row: R, computed: Computed<R> = {}): FragmentSqlToken {
  const pairs = fieldsOf(table, row, computed).map(
    ({ field, value }) => sql.fragment`${sql.literalValue(field)}, ${value}`,
  );
  return sql.fragment`json_build_object(${sql.join(pairs, sql.fragment`, `)})`;
}

/** The bare columns of the fields (an INSERT's column list, or both sides of a copy from one table to another). */
export function columnsOf(fields: readonly string[]): ListSqlToken {
  return sql.join(
    fields.map((field) => sql.identifier([columnOf(field)])),
    sql.fragment`, `,
  );
}

type Value = ValueExpression | readonly string[] | undefined;

/** A field's value as bound in a query: a list as text[], anything else as it is. */
function valueOf(value: Exclude<Value, undefined>): ValueExpression {
  return Array.isArray(value) ? sql.array(value, "text") : (value as ValueExpression);
}

/** The fields' values, in the order of `columnsOf(fields)` (an INSERT's VALUES); an absent one is NULL. */
export function valuesOf(values: Readonly<Record<string, Value>>, fields: readonly string[]): ListSqlToken {
  return sql.join(
    fields.map((field) => valueOf(values[field] ?? null)),
    sql.fragment`, `,
  );
}

/** `column = value` for each of the fields that `values` gives a value (undefined: the column is left as it is). */
export function assignmentsOf(values: Readonly<Record<string, Value>>, fields: readonly string[]): FragmentSqlToken[] {
  return fields.flatMap((field) => {
    const value = values[field];
    return value === undefined ? [] : [sql.fragment`${sql.identifier([columnOf(field)])} = ${valueOf(value)}`];
  });
}
