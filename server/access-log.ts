import type { RequestHandler, Response } from "express";
import type { RouteNote } from "#app/http/route-pattern.server.ts";
import type { Logger } from "#app/logger.server.ts";

// One access log line per request, written when its answer has been sent (or the client went away): the method,
// what answered it (a route pattern or a static prefix, never the path asked for, its query or the client's
// address), the status and the time taken. Pages, `.data` requests (marked `data`) and API routes are logged at
// info; the built and public files at debug, as they add many lines per page and say nothing about the app.

/** What an answer left for its line: a route pattern (React Router's, or a static prefix), and whether it is a file. */
type Locals = RouteNote & { staticFile?: boolean };

const UNMATCHED = "(unmatched)";
/** React Router's route discovery (lazy route manifest), answered before any route is matched. */
const ROUTE_MANIFEST = "/__manifest";

export type AccessLine = { method: string; route: string; status: number; ms: number; data?: true; aborted?: true };

export function accessLog(logger: Logger): RequestHandler {
  // The line holds only the fields above, none of them personal: the logger's redaction (three dozen paths checked on
  // every line, two thirds of a line's cost) is left out, not needed.
  const log = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const locals = res.locals as Locals;
      const line: AccessLine = {
        method: req.method,
        route: locals.route ?? (req.path === ROUTE_MANIFEST ? ROUTE_MANIFEST : UNMATCHED),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (req.path.endsWith(".data")) line.data = true;
      if (!res.writableFinished) line.aborted = true;
      if (locals.staticFile) log.debug(line, "request");
      else log.info(line, "request");
    });
    next();
  };
}

/** Labels the requests that reach it as static files under `route` (e.g. `/assets/*`). */
export function staticFiles(route: string): RequestHandler {
  return (_req, res, next) => {
    labelStaticFile(res, route);
    next();
  };
}

export function labelStaticFile(res: Response, route: string): void {
  const locals = res.locals as Locals;
  locals.route = route;
  locals.staticFile = true;
}
