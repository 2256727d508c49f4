import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { parseDatabaseConfig, variablesOf, type DatabaseConfig } from "#app/config/config.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/db/database.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { checkDatabase, databaseProblem, DatabaseProblem } from "#app/db/reach.server.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";

// What every command-line tool shares. A tool describes itself once (`CommandSpec`); `runCommand` reads its
// arguments before anything else happens: --help prints the usage and exits 0, an unknown option or a bad value
// prints the problem and the usage and exits 2. A database that cannot be used is one sentence and exit 1.
// Tools that touch PostgreSQL read only the database part of the configuration.

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export type CommandOption =
  | { type: "boolean"; short?: string; description: string }
  | { type: "string"; short?: string; description: string; /** the value's name in the usage */ value: string };

export type CommandSpec = {
  /** How it is run, e.g. "npm run db:seed --" (npm needs the "--" before the tool's own options). */
  command: string;
  /** Positional arguments as the usage shows them, e.g. "<list|retry> [ID]"; none when absent. */
  positionals?: { usage: string; min: number; max: number };
  /** What it does, in a sentence or two. */
  summary: string;
  options: Record<string, CommandOption>;
  /** The environment variables it reads (none: a tool with a database of its own, like the benchmarks). */
  environment: readonly string[];
  /** What exit status 1 means, when more than "failed (the reason on one line)". */
  failure?: string;
};

type Values<O extends Record<string, CommandOption>> = {
  [K in keyof O]?: O[K] extends { type: "boolean" } ? boolean : string;
};
export type CommandArgs<S extends CommandSpec> = { values: Values<S["options"]>; positionals: string[] };

const HELP: CommandOption = { type: "boolean", short: "h", description: "Show this help and exit." };
/** The environment variables every tool that touches PostgreSQL reads (parseDatabaseConfig). */
export const DATABASE_ENVIRONMENT = variablesOf(["database"]);

/** The usage text: synopsis, summary, options, configuration and exit statuses. */
export function usage(spec: CommandSpec): string {
  const options = Object.entries({ ...spec.options, help: HELP }).map(([name, option]) => {
    const flags = `${option.short ? `-${option.short}, ` : "    "}--${name}${option.type === "string" ? ` ${option.value}` : ""}`;
    return `  ${flags.padEnd(24)} ${option.description}`;
  });
  return [
    `Usage: ${spec.command} [options]${spec.positionals ? ` ${spec.positionals.usage}` : ""}`,
    "",
    spec.summary,
    "",
    "Options:",
    ...options,
    "",
    ...(spec.environment.length > 0 ? wrap(`Configuration (environment): ${spec.environment.join(", ")}.`) : []),
    `Exit status: ${EXIT.ok} done, ${EXIT.failed} ${spec.failure ?? "failed (the reason on one line)"}, ${EXIT.usage} bad usage.`,
    "",
  ].join("\n");
}

/** Text broken into lines of at most 100 characters, at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + word.length < 100) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Prints what is wrong with the command line and the usage, and exits 2. Also for a tool's own value checks. */
export function usageError(spec: CommandSpec, message: string): never {
  process.stderr.write(`${message}\n\n${usage(spec)}`);
  process.exit(EXIT.usage);
}

/** The tool's arguments (strictly: no option it does not know); prints the usage and exits on --help. */
export function parseCommandLine<S extends CommandSpec>(spec: S, args = process.argv.slice(2)): CommandArgs<S> {
  const config: ParseArgsOptionsConfig = {};
  for (const [name, option] of Object.entries({ ...spec.options, help: HELP })) {
    config[name] = option.short ? { type: option.type, short: option.short } : { type: option.type };
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options: config, strict: true, allowPositionals: true });
  } catch (error) {
    // node's own message goes on to explain `--` for positionals that start with a dash: the first sentence says it
    return usageError(spec, (error as Error).message.replace(/(\.) To specify a positional argument.*$/s, "$1"));
  }
  if (parsed.values.help) {
    process.stdout.write(usage(spec));
    process.exit(EXIT.ok);
  }
  const { min, max } = spec.positionals ?? { min: 0, max: 0 };
  const count = parsed.positionals.length;
  if (count < min || count > max) {
    const extra = parsed.positionals[max];
    usageError(spec, extra === undefined ? "Missing arguments." : `Unexpected argument '${extra}'.`);
  }
  return { values: parsed.values as Values<S["options"]>, positionals: parsed.positionals };
}

/**
 * The value of a whole-number option (`name`, as the command line gave it in `text`), or `fallback` when it is
 * absent (no fallback: the option is required). Anything but a whole number from `min` up is a usage error.
 */
export function countOption(
  spec: CommandSpec,
  name: string,
  text: string | undefined,
  { fallback, min = 1 }: { fallback?: number; min?: number } = {},
): number {
  if (text === undefined) return fallback ?? usageError(spec, `--${name} is required.`);
  const count = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(count) || count < min)
    usageError(spec, `--${name} must be a whole number from ${min} up, not '${text}'.`);
  return count;
}

/**
 * Runs a tool: its command line first (nothing else happens on --help or bad usage), then `main`. A failure that
 * means the database cannot be used is one line and exit 1; any other is printed whole (it is a bug) and exit 1.
 */
export async function runCommand<S extends CommandSpec>(
  spec: S,
  main: (args: CommandArgs<S>) => Promise<void>,
): Promise<void> {
  const args = parseCommandLine(spec);
  try {
    await main(args);
  } catch (error) {
    const problem = databaseProblem(error, process.env.DATABASE_URL ?? "");
    console.error(problem ?? error);
    process.exit(EXIT.failed);
  }
}

/**
 * Opens the configured database (DATABASE_URL's, or the embedded one) and checks that it answers. `config`: a tool
 * that reads more than the database part (parseServicesConfig, say) passes what it read.
 */
export async function openCheckedDatabase(
  config: DatabaseConfig = loadConfigOrExit(parseDatabaseConfig),
): Promise<DatabaseHandle> {
  const database = await openDatabase(config).catch((error: unknown) => {
    throw new DatabaseProblem(`Could not start the embedded PostgreSQL: ${(error as Error).message}`, { cause: error });
  });
  try {
    await checkDatabase(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}

/** Opens, checks and migrates the database; `work` gets a pool of 2, and both close after it. */
export async function withMigratedDatabase(work: (db: Db) => Promise<void>, config?: DatabaseConfig): Promise<void> {
  const database = await openCheckedDatabase(config);
  try {
    await migrate(database.url);
    const db = await createDbPool(database.url, { maximumPoolSize: 2 });
    try {
      await work(db);
    } finally {
      await db.end();
    }
  } finally {
    await database.stop();
  }
}
