import type { Response } from "express";

// For the middlewares that need an answer's whole body before it leaves (compression, caching headers): from the
// first write, an answer `wanted` says to gather is held in memory, and `finish` gets the whole body as it ends;
// any other answer passes as it is, with its callers' own arguments.

type Chunk = string | Buffer | Uint8Array;
type Done = (error?: Error | null) => void;
/** Ends the answer for real: with this body (or none), then calls the caller's callback. */
export type EndAnswer = (body?: Buffer) => Response;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/** `wanted` is asked once, at the first write or at the end: a state to gather with, or null to let it pass. */
export function gatherAnswer<T>(
  res: Response,
  wanted: () => T | null,
  finish: (body: Buffer, state: T, end: EndAnswer) => Response,
): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, done?: Done) => Response;
  let gathering: { state: T; chunks: Buffer[] } | null | undefined;
  const decide = () => {
    if (gathering === undefined) {
      const state = wanted();
      gathering = state === null ? null : { state, chunks: [] };
    }
    return gathering;
  };
  res.write = function (chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) {
    const gathered = decide();
    if (!gathered) return write(...[chunk, encoding, done].filter((arg) => arg !== undefined));
    gathered.chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    (typeof encoding === "function" ? encoding : done)?.();
    return true;
  } as typeof res.write;
  res.end = function (chunk?: Chunk | Done, encoding?: BufferEncoding | Done, done?: Done) {
    const callback = [chunk, encoding, done].find((arg) => typeof arg === "function") as Done | undefined;
    const text = typeof encoding === "string" ? encoding : undefined;
    const last = typeof chunk === "function" ? undefined : chunk;
    const gathered = decide();
    if (!gathered) return end(last, text, callback);
    if (last) gathered.chunks.push(toBuffer(last, text));
    const body = gathered.chunks.length === 1 ? gathered.chunks[0]! : Buffer.concat(gathered.chunks);
    return finish(body, gathered.state, (sent) => end(sent, undefined, callback));
  } as typeof res.end;
}
