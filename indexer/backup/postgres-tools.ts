import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-folder.ts";

// pg_dump and pg_restore, PostgreSQL's own tools, run as child processes: from --pg-bin when given, else from
// PATH. pg_dump refuses a server newer than itself, so the tools must be of the server's major version or newer.
// The password travels in PGPASSWORD, never on the command line, where any user of the host could read it.

export type PostgresTool = "pg_dump" | "pg_restore";

/** The connection URL without its password, and the environment that carries the password instead. */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function command(tool: PostgresTool, pgBin: string | undefined): string {
  if (!pgBin) return tool;
  const file = path.join(pgBin, tool);
  if (!existsSync(file)) throw new BackupError(`${tool} is not in ${pgBin} (--pg-bin)`);
  return file;
}

/** Runs the tool to its end; a failure is a BackupError with what the tool printed. */
export function runPostgresTool(
  tool: PostgresTool,
  args: string[],
  options: { pgBin: string | undefined; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command(tool, options.pgBin), ["--no-password", ...args], {
      env: options.env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let printed = "";
    child.stderr.on("data", (chunk: Buffer) => (printed += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${tool} was not found: install PostgreSQL's client tools of the server's major version (or newer), or pass --pg-bin DIR`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${printed.trim()}`)),
    );
  });
}
