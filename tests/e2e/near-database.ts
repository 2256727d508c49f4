import { findCity } from "../../app/reference/cities.ts";
import { appQuery } from "./app-database.ts";
import { fsaPointOf, haversineKm } from "../support/search-oracle-near.ts";

// What the "near" spec checks against the app's own database: each approved listing's office distance from a postal
// area (its city's point; none without in-person sessions), and every stored text that holds a given pattern.

export type Office = { slug: string; km: number };

/** The approved listings with an office, nearest first, with their distance from the postal area's point in km. */
export async function officesNear(fsa: string): Promise<Office[]> {
  const rows = await appQuery<{ slug: string; city: string; province: string }>(
    "SELECT slug, city, province FROM therapists WHERE status = 'approved' AND in_person_sessions",
  );
  const from = fsaPointOf(fsa);
  return rows
    .flatMap((row) => {
      const city = findCity(row.city, row.province as "ON");
      return city ? [{ slug: row.slug, km: haversineKm(from, city) }] : [];
    })
    .sort((a, b) => a.km - b.km);
}

/** A card's "about N km": whole kilometres, at least 1. */
export const aboutKm = (km: number) => `about ${Math.max(1, Math.round(km))} km`;

/** Every column of every table that can hold text (text, varchar, char, json, arrays of them) with the pattern. */
export async function tablesHolding(pattern: string): Promise<string[]> {
  const columns = await appQuery<{ schema: string; table: string; column: string }>(`
    SELECT c.table_schema AS schema, c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
      AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector')
        OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar')))`);
  if (columns.length === 0) return [];
  // one statement (one connection, one round trip) asking every column at once
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const asked = columns.map(
    ({ schema, table, column }) =>
      `SELECT ${literal(`${schema}.${table}.${column}`)} AS found WHERE EXISTS ` +
      `(SELECT 1 FROM ${ident(schema)}.${ident(table)} WHERE ${ident(column)}::text ~* $1)`,
  );
  const rows = await appQuery<{ found: string }>(asked.join(" UNION ALL "), [pattern]);
  return rows.map((row) => row.found);
}
