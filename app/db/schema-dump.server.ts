import { sql, type DatabasePool } from "slonik";
import { z } from "zod";

// The current schema of the `public` schema as one SQL text, read from PostgreSQL's catalogs after every
// migration ran (the embedded server ships no pg_dump). Each object appears once, in an order that can be
// applied to an empty database: extensions, enum types, text search configurations, functions (bodies not checked until used), sequences,
// tables with their own keys and checks, views, indexes, foreign keys, triggers. Names are quoted as PostgreSQL quotes them;
// ordering is by name (views by creation), so the same migrations always give the same text. Data (schema_migrations' rows) is not included.

const Named = z.object({ name: z.string(), definition: z.string() });
const Table = z.object({ oid: z.number(), name: z.string(), unlogged: z.boolean() });
const Column = z.object({
  tableOid: z.number(),
  name: z.string(),
  type: z.string(),
  notNull: z.boolean(),
  defaultExpr: z.string().nullable(),
  identity: z.string(),
  generated: z.string(),
  collation: z.string().nullable(),
});
const Constraint = z.object({ tableOid: z.number(), table: z.string(), name: z.string(), definition: z.string() });

const inPublic = (namespace: ReturnType<typeof sql.identifier>) => sql.fragment`${namespace} = 'public'::regnamespace`;

/** Objects that an extension brought (pg_trgm's functions, say) belong to its CREATE EXTENSION line. */
const notFromExtension = (classTable: string, oid: ReturnType<typeof sql.identifier>) =>
  sql.fragment`NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = ${classTable}::regclass AND d.objid = ${oid}
    AND d.deptype = 'e')`;

export async function dumpSchema(db: DatabasePool): Promise<string> {
  const extensions = await db.manyFirst(sql.type(z.object({ name: z.string() }))`
    SELECT quote_ident(extname) AS name FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`);
  const enums = await db.any(sql.type(Named)`
    SELECT quote_ident(t.typname) AS name,
      string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumsortorder) AS definition
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE ${inPublic(sql.identifier(["t", "typnamespace"]))}
    GROUP BY t.typname ORDER BY t.typname`);
  const searchConfigs = await db.any(sql.type(Named)`
    SELECT quote_ident(c.cfgname) AS name, quote_ident(p.prsname) AS definition
    FROM pg_ts_config c JOIN pg_ts_parser p ON p.oid = c.cfgparser
    WHERE ${inPublic(sql.identifier(["c", "cfgnamespace"]))}
    ORDER BY c.cfgname`);
  const searchMappings = await db.any(sql.type(
    z.object({ name: z.string(), token: z.string(), dictionaries: z.string() }),
  )`
    SELECT quote_ident(c.cfgname) AS name, t.alias AS token,
      string_agg(m.mapdict::regdictionary::text, ', ' ORDER BY m.mapseqno) AS dictionaries
    FROM pg_ts_config c
    JOIN pg_ts_config_map m ON m.mapcfg = c.oid
    JOIN LATERAL ts_token_type(c.cfgparser) t ON t.tokid = m.maptokentype
    WHERE ${inPublic(sql.identifier(["c", "cfgnamespace"]))}
    GROUP BY c.cfgname, t.alias, m.maptokentype
    ORDER BY c.cfgname, m.maptokentype`);
  const functions = await db.any(sql.type(Named)`
    SELECT quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
      pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p
    WHERE ${inPublic(sql.identifier(["p", "pronamespace"]))}
      AND ${notFromExtension("pg_proc", sql.identifier(["p", "oid"]))}
    ORDER BY 1`);
  const sequences = await db.any(sql.type(Named)`
    SELECT quote_ident(c.relname) AS name,
      'AS ' || format_type(s.seqtypid, NULL) || ' INCREMENT BY ' || s.seqincrement || ' MINVALUE ' || s.seqmin
        || ' MAXVALUE ' || s.seqmax || ' START WITH ' || s.seqstart || CASE WHEN s.seqcycle THEN ' CYCLE' ELSE '' END
        AS definition
    FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid
    WHERE ${inPublic(sql.identifier(["c", "relnamespace"]))}
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'i')
    ORDER BY c.relname`);
  const tables = await db.any(sql.type(Table)`
    SELECT c.oid::int AS oid, quote_ident(c.relname) AS name, c.relpersistence = 'u' AS unlogged
    FROM pg_class c
    WHERE ${inPublic(sql.identifier(["c", "relnamespace"]))} AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`);
  const columns = await db.any(sql.type(Column)`
    SELECT a.attrelid::int AS "tableOid", quote_ident(a.attname) AS name, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS "notNull", pg_get_expr(d.adbin, d.adrelid) AS "defaultExpr",
      a.attidentity::text AS identity, a.attgenerated::text AS generated,
      CASE WHEN a.attcollation <> t.typcollation THEN quote_ident(co.collname) END AS collation
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    LEFT JOIN pg_collation co ON co.oid = a.attcollation
    WHERE ${inPublic(sql.identifier(["c", "relnamespace"]))} AND c.relkind IN ('r', 'p')
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attrelid, a.attnum`);
  // Not-null constraints are written on their columns; foreign keys after every table exists.
  const constraints = await db.any(sql.type(Constraint.extend({ foreign: z.boolean() }))`
    SELECT c.conrelid::int AS "tableOid", quote_ident(r.relname) AS table, quote_ident(c.conname) AS name,
      pg_get_constraintdef(c.oid) AS definition, c.contype = 'f' AS foreign
    FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid
    WHERE ${inPublic(sql.identifier(["c", "connamespace"]))} AND c.contype <> 'n'
    ORDER BY r.relname, array_position(ARRAY['p', 'u', 'c', 'x', 'f']::"char"[], c.contype), c.conname`);
  const views = await db.any(sql.type(Named.extend({ materialized: z.boolean() }))`
    SELECT quote_ident(c.relname) AS name, pg_get_viewdef(c.oid, true) AS definition, c.relkind = 'm' AS materialized
    FROM pg_class c
    WHERE ${inPublic(sql.identifier(["c", "relnamespace"]))} AND c.relkind IN ('v', 'm')
    ORDER BY c.oid`);
  const indexes = await db.anyFirst(sql.type(z.object({ definition: z.string() }))`
    SELECT pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class tc ON tc.oid = i.indrelid
    WHERE ${inPublic(sql.identifier(["ic", "relnamespace"]))}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
    ORDER BY tc.relname, ic.relname`);
  const triggers = await db.anyFirst(sql.type(z.object({ definition: z.string() }))`
    SELECT pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE ${inPublic(sql.identifier(["c", "relnamespace"]))} AND NOT t.tgisinternal
    ORDER BY c.relname, t.tgname`);

  const out: string[] = [
    "-- The whole current schema, generated from the migrations in this folder by `npm run db:schema`.",
    "-- Do not edit: change the schema with a new migration, then regenerate this file (a test compares them).",
    "",
    "SET check_function_bodies = false;",
    "",
  ];
  for (const name of extensions) out.push(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public;`);
  out.push("");
  for (const { name, definition } of enums) out.push(`CREATE TYPE ${name} AS ENUM (${definition});`, "");
  for (const config of searchConfigs) {
    out.push(`CREATE TEXT SEARCH CONFIGURATION ${config.name} (PARSER = ${config.definition});`);
    const byDictionaries = Map.groupBy(
      searchMappings.filter((mapping) => mapping.name === config.name),
      (mapping) => mapping.dictionaries,
    );
    for (const [dictionaries, tokens] of byDictionaries) {
      const list = tokens.map((mapping) => mapping.token).join(", ");
      out.push(`ALTER TEXT SEARCH CONFIGURATION ${config.name} ADD MAPPING FOR ${list} WITH ${dictionaries};`);
    }
    out.push("");
  }
  for (const { definition } of functions) out.push(`${definition.trimEnd()};`, "");
  for (const { name, definition } of sequences) out.push(`CREATE SEQUENCE ${name} ${definition};`, "");
  for (const table of tables) {
    const lines = columns.filter((column) => column.tableOid === table.oid).map(columnLine);
    for (const constraint of constraints) {
      if (constraint.tableOid === table.oid && !constraint.foreign) {
        lines.push(`CONSTRAINT ${constraint.name} ${constraint.definition}`);
      }
    }
    const kind = table.unlogged ? "UNLOGGED TABLE" : "TABLE";
    out.push(`CREATE ${kind} ${table.name} (\n  ${lines.join(",\n  ")}\n);`, "");
  }
  for (const view of views) {
    const kind = view.materialized ? "MATERIALIZED VIEW" : "VIEW";
    out.push(`CREATE ${kind} ${view.name} AS\n${view.definition.trimEnd().replace(/;$/, "")};`, "");
  }
  for (const definition of indexes) out.push(`${definition};`);
  out.push("");
  for (const constraint of constraints.filter((c) => c.foreign)) {
    out.push(`ALTER TABLE ${constraint.table} ADD CONSTRAINT ${constraint.name} ${constraint.definition};`);
  }
  out.push("");
  for (const definition of triggers) out.push(`${definition};`);
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

function columnLine(column: z.infer<typeof Column>): string {
  const parts = [column.name, column.type];
  if (column.collation) parts.push(`COLLATE ${column.collation}`);
  if (column.generated === "s") parts.push(`GENERATED ALWAYS AS (${column.defaultExpr}) STORED`);
  else if (column.generated === "v") parts.push(`GENERATED ALWAYS AS (${column.defaultExpr}) VIRTUAL`);
  else if (column.identity === "a") parts.push("GENERATED ALWAYS AS IDENTITY");
  else if (column.identity === "d") parts.push("GENERATED BY DEFAULT AS IDENTITY");
  else if (column.defaultExpr !== null) parts.push(`DEFAULT ${column.defaultExpr}`);
  if (column.notNull) parts.push("NOT NULL");
  return parts.join(" ");
}
