import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#app/config/config.server.ts";
import { s3Storage } from "./s3-storage.server.ts";

// Where uploaded files live: one module, so the rest of the app only knows keys and public paths. Local files
// under $DATA_DIR/uploads, served by GET /uploads/{key} with a year-long immutable cache (keys are random and never
// reused). With config.s3 the files go to the bucket (s3-storage.server.ts) and /uploads/{key} reads through.

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
};


const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:webp)$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

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
      return `/uploads/${key}`;
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch {
        return null;
      }
    },
  };
}

export function storageFor(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(uploadsDir(config));
}
