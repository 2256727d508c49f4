import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#app/config/config.server.ts";

// Where uploaded files live, as the rest of the app sees it: keys, public paths, the cache lifetime and the Storage
// interface, with its local implementation: files under $DATA_DIR/uploads, served by GET /uploads/{key}. The
// bucket implementation is s3-storage.server.ts; which of the two a process uses is configured-storage.server.ts.

/** The public path of every upload: /uploads/{key}, whichever storage holds it. */
export const UPLOADS_PATH = "/uploads/";
export const publicPathOf = (key: string) => `${UPLOADS_PATH}${key}`;

/**
 * How long any browser or shared cache may keep a stored photo: a day, without asking again meanwhile (a key is
 * random and never reused, so its bytes never change). Not longer, because a photo deleted here (a deleted
 * account, a removed listing, a replaced photo) must not go on being served from a copy: decision 077.
 */
export const UPLOAD_CACHE_CONTROL = "public, max-age=86400, immutable";

export type StoredObject = { key: string; modifiedAt: Date };

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** Every stored object whose key starts with the folder (e.g. "profile-images/"). */
  list(folder: string): Promise<StoredObject[]>;
  /** Deletes one object, and every older version of it a bucket keeps; an object already gone is not an error. */
  remove(key: string): Promise<void>;
};

/** A stored object's key: folders and a name of lowercase letters, digits and hyphens; WebP images and JSON. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:webp|json)$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

/** Only images are served (GET /uploads/{key}); the JSON objects are the app's own records (the erasure ledger). */
export function isServedKey(key: string): boolean {
  return isValidKey(key) && key.endsWith(".webp");
}

export const contentTypeOf = (key: string) => (key.endsWith(".json") ? "application/json" : "image/webp");

export function uploadsDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

export function localStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return publicPathOf(key);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch {
        return null;
      }
    },
    async list(folder) {
      const objects: StoredObject[] = [];
      // Subfolders too, as a bucket lists every key under a prefix ("" lists everything).
      const visit = async (prefix: string): Promise<void> => {
        const dir = path.join(root, ...prefix.split("/").filter(Boolean));
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = `${prefix}${entry.name}`;
          if (entry.isDirectory()) {
            await visit(`${key}/`);
            continue;
          }
          if (!isValidKey(key)) continue; // a write in progress (*.tmp), or anything not ours
          const info = await stat(path.join(dir, entry.name)).catch(() => null);
          if (info?.isFile()) objects.push({ key, modifiedAt: info.mtime });
        }
      };
      await visit(folder);
      return objects;
    },
    async remove(key) {
      await unlink(fileFor(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}
