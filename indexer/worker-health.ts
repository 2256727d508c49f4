import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "slonik";
import type { Db } from "#app/db/pool.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import type { Logger } from "#app/logger.server.ts";

// The job worker's health, for a container's health check or an orchestrator's probe: GET /healthz answers
// 200 { ok: true } while the worker runs and its database answers within 5 s, 503 { ok: false } otherwise; a worker
// whose event loop is stuck answers nothing, which a health check also counts as a failure. Nothing else is served.

const ANSWER_WITHIN_MS = 5_000;

export type WorkerHealth = { port: number; close: () => Promise<void> };

export async function startWorkerHealth(
  services: { db: Db; logger: Logger },
  listen: { port: number; host: string },
): Promise<WorkerHealth> {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/healthz") {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Not Found" }));
      return;
    }
    void databaseAnswers(services).then((ok) => {
      res.writeHead(ok ? 200 : 503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ ok }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function databaseAnswers({ db, logger }: { db: Db; logger: Logger }): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    await Promise.race([db.query(sql.unsafe`SELECT 1`), late]);
    return true;
  } catch (error) {
    // An outage is the answer itself; anything else (a late answer included) is worth a line in the log.
    if (!isDatabaseUnavailable(error)) logger.warn({ err: error }, "worker health check failed");
    return false;
  } finally {
    clearTimeout(timer);
  }
}
