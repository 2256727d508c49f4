import type { Config } from "#app/config/config.server.ts";
import { s3Storage } from "./s3-storage.server.ts";
import { localStorage, uploadsDir, type Storage } from "./storage.server.ts";

/** The storage this process's configuration names: the S3 bucket when config.s3 is set, else local files. */
export function storageFor(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(uploadsDir(config));
}
