import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#app/config/config.server.ts";

// Where uploaded files live: one module, so the rest of the app only knows keys and public paths. Local files
// under $DATA_DIR/uploads, served by GET /uploads/{key} with a year-long immutable cache (keys are random and never
// reused). S3 storage (config.s3) is not implemented yet: uploads are refused with a clear message instead.

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
};

export class StorageUnavailableError extends Error {}

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
  if (config.s3) {
    const unavailable = async (): Promise<never> => {
      throw new StorageUnavailableError("Photo storage in S3 is not available yet.");
    };
    return { put: unavailable, get: unavailable };
  }
  return localStorage(uploadsDir(config));
}
