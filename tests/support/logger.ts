import { Writable } from "node:stream";
import { createLogger } from "#app/logger.server.ts";

/** A logger writing into an array of JSON lines. */
export function capturedLogger(level: "debug" | "info" | "error" = "info") {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger(level, sink) };
}
