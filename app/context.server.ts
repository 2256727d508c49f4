import { createContext } from "react-router";
import type { Config } from "#app/config/config.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import type { VisitLog } from "#app/analytics/visit-log.server.ts";
import type { Logger } from "#app/logger.server.ts";
import type { Boss } from "#indexer/queue.ts";

/** The process's long-lived services, created once by the server entry and handed to every loader and action. */
export type AppServices = { db: Db; boss: Boss; config: Config; logger: Logger; visits: VisitLog };

export const servicesContext = createContext<AppServices>();

/**
 * Per-request values set by the HTTP layer: the CSP nonce for this response, and the client's IP address (the
 * socket's, or the one TRUST_PROXY's proxy hops vouch for).
 */
export const requestContext = createContext<{ nonce: string; ip: string }>();
