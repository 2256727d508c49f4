import { sql } from "slonik";
import type { Route } from "./+types/healthz";
import { servicesContext } from "#app/context.server.ts";
import { RETRY_AFTER_SECONDS } from "#app/db/unavailable.server.ts";
import { apiJson } from "#app/http/api.server.ts";

// GET /healthz: 200 { ok: true } when the database answers, 503 (with Retry-After) otherwise.
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = context.get(servicesContext);
  try {
    await db.query(sql.unsafe`SELECT 1`);
    return apiJson({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // An outage arrives as the 503 response itself (the pool's connection errors); anything else is logged.
    if (!(error instanceof Response)) logger.error({ err: error }, "health check failed");
    return apiJson(
      { ok: false },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
}
