import type { ErrorRequestHandler } from "express";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from "#app/db/unavailable.server.ts";

const PAGE =
  "<!doctype html><meta charset=utf-8><title>We'll be right back</title><h1>We'll be right back</h1>" +
  "<p>The directory is restarting. Please try again in a few seconds.</p>";

/** A database outage that escaped the routes: 503 with Retry-After (JSON under /api/), not the generic 500. */
export function databaseUnavailableHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent || !isDatabaseUnavailable(error)) return next(error);
    res.status(503).set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    if (req.path.startsWith("/api/")) return res.json({ message: DATABASE_UNAVAILABLE_MESSAGE });
    res.type("html").send(PAGE);
  };
}
