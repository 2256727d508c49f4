import { createContext } from "react-router";
import { createVisitLog, type VisitLog } from "#app/analytics/visit-log.server.ts";
import type { Config, ServicesConfig } from "#app/config/config.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { withUnavailableAs503 } from "#app/db/unavailable.server.ts";
import type { Boss } from "#app/jobs/queue.server.ts";
import type { Logger } from "#app/logger.server.ts";
import { searchReader, type SearchReader } from "#app/search/engine/engine.server.ts";

/**
 * The process's long-lived services, created once by the process runtime and handed to every loader, action and
 * job handler: the one pool, the job queue, the config, the logger, the analytics queue and the directory's search
 * (with its in-memory copy of the index). A web process has the whole configuration; the job worker only the
 * services' part (`AppServices<ServicesConfig>`, what job handlers get).
 */
export type AppServices<C extends ServicesConfig = Config> = {
  db: Db;
  boss: Boss;
  config: C;
  logger: Logger;
  visits: VisitLog;
  search: SearchReader;
};

/**
 * The services on a pool and a queue: the analytics queue and the search are the process's own from here on. The
 * search's reads answer requests, so it reads through the pool as request handlers see it: while the database is
 * unavailable, a search throws the 503 answer.
 */
export function createAppServices<C extends ServicesConfig>(
  parts: Pick<AppServices<C>, "db" | "boss" | "config" | "logger">,
): AppServices<C> {
  return {
    ...parts,
    visits: createVisitLog(parts.db, parts.logger),
    search: searchReader(withUnavailableAs503(parts.db)),
  };
}

export const servicesContext = createContext<AppServices>();

/**
 * Per-request values set by the HTTP layer: the marker the page's own inline scripts carry (random per request;
 * the HTTP layer hashes the scripts that carry it into the Content-Security-Policy and takes it out of the page),
 * and the client's IP address (the socket's, or the one TRUST_PROXY's proxy hops vouch for).
 */
export const requestContext = createContext<{ scriptMarker: string; ip: string }>();
