import http from "node:http";

// One client, one request at a time, as a person's browser meets the search: node:http on one kept-alive
// connection with a browser's headers (compression included). Node's fetch adds about 3 ms of its own on these
// shared cores, which is the client's cost, not the server's.

/** The user agent the benches' clients send: a desktop Chrome's. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
/** A browser's headers, compression included (also for a load generator that should look like this client). */
export const BROWSER_HEADERS = { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip, deflate, br, zstd" };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the kept-alive connection, until the last byte of the answer; rejects on an answer other than 200. */
export function keptAliveGet(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: BROWSER_HEADERS }, (response) => {
        response.resume();
        response.on("error", reject);
        response.on("end", () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

/** Runs the first `warmUp` queries unmeasured, then times each of the others, one at a time (milliseconds). */
export async function sequential(
  queries: readonly string[],
  run: (query: string) => Promise<unknown>,
  warmUp = 20,
): Promise<number[]> {
  for (const query of queries.slice(0, warmUp)) await run(query);
  const samples: number[] = [];
  for (const query of queries.slice(warmUp)) {
    const started = performance.now();
    await run(query);
    samples.push(performance.now() - started);
  }
  return samples;
}
