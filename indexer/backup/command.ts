import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { BackupError } from "./backup-folder.ts";

// How the backup and restore commands run: --help prints the usage and exits 0 before anything is read or
// written; a bad option or argument prints the usage and exits 2; a failure the operator can act on is one line
// (or the tool's own words) and exit 1; done is exit 0.

type Values<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O; strict: true }>>["values"];

export async function runCommand<O extends ParseArgsOptionsConfig>(command: {
  usage: string;
  options: O;
  run: (values: Values<O>) => Promise<void>;
}): Promise<never> {
  let values: Values<O> & { help?: boolean };
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { ...command.options, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }).values as Values<O> & { help?: boolean };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${command.usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(command.usage);
    process.exit(0);
  }
  try {
    await command.run(values);
    process.exit(0);
  } catch (error) {
    if (error instanceof BackupError) console.error(error.message);
    else if (isDatabaseUnavailable(error)) console.error(`Could not reach the database: ${(error as Error).message}`);
    else console.error(error);
    process.exit(1);
  }
}

/** A required option's value, or usage and exit 2. */
export function required(value: string | undefined, name: string, usage: string): string {
  if (value) return value;
  console.error(`--${name} is required\n\n${usage}`);
  process.exit(2);
}
