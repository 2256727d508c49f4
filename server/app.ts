import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { requestContext, servicesContext, type AppServices } from "#app/context.server.ts";
import { withUnavailableAs503 } from "#app/db/unavailable.server.ts";
import { keptValuesContext } from "#app/http/kept-on-server.server.ts";
import { methodsAt, methodsAtContext } from "#app/http/route-methods.server.ts";
import { routeNoteContext } from "#app/http/route-pattern.server.ts";
import { hasSessionCookie } from "#app/http/shared-cache.server.ts";
import { accessLog, labelStaticFile, staticFiles } from "./access-log.ts";
import { answerCompression } from "./answer-compression.ts";
import { builtFiles } from "./built-files.ts";
import { pageScriptPolicy } from "./content-security-policy.ts";
import { databaseUnavailableHandler } from "./database-unavailable.ts";
import { pageCache } from "./page-cache.ts";
import { pageCaching } from "./page-caching.ts";
import { answerOptions, bodyLimit, hostCheck, methodCheck, optionsAnswer } from "./request-edge.ts";
import { privateNoStore, securityHeaders } from "./security.ts";

// The HTTP application. Vite compiles this file into build/server/index.js together with the routes, so the
// React Router context keys it sets are the very ones the loaders read. The process entry (server/main.ts)
// creates the services once and hands them in.

/**
 * `warmSearch`: load the search index now (a serving process), not on the first search, and keep it up to date as
 * index writes commit (on a connection of its own to `databaseUrl`), until `signal` aborts.
 */
export type CreateAppOptions = {
  clientDir: string;
  mode?: "production" | "development";
  warmSearch?: { databaseUrl: string; signal: AbortSignal };
};

export function createApp(services: AppServices, options: CreateAppOptions): express.Express {
  const app = express();
  const requestServices: AppServices = { ...services, db: withUnavailableAs503(services.db) };
  if (options.warmSearch) {
    services.search
      .warm()
      .catch((error: unknown) =>
        services.logger.warn({ err: error }, "search index not loaded ahead; the first search will load it"),
      );
    services.search.follow(options.warmSearch.databaseUrl, services.logger, options.warmSearch.signal);
  }
  app.disable("x-powered-by");
  app.set("trust proxy", services.config.trustProxy);
  app.use(accessLog(services.logger));
  app.use(answerCompression());
  const policy = { production: services.config.mode === "production", devServer: options.mode === "development" };
  app.use(securityHeaders(policy));
  app.use(hostCheck(services.config));
  // the methods each route takes, read from the build's route modules: OPTIONS, and the Allow of a 405
  const routeMethods = methodsAt(serverBuild.routes);
  app.use(methodCheck(routeMethods));
  app.use(privateNoStore());
  app.use("/assets", staticFiles("/assets/*"), builtFiles(path.join(options.clientDir, "assets")));
  app.use(publicFiles(options.clientDir));
  app.use(optionsAnswer(routeMethods));
  if (services.config.pageCacheMs > 0) {
    const cacheable = (req: express.Request) => !hasSessionCookie(req.headers.cookie);
    app.use(pageCache({ ttlMs: services.config.pageCacheMs, maxEntries: 500, cacheable }));
  }
  app.use(pageCaching());
  // inside the page cache and the ETag: a kept copy carries the policy of its own bytes, and a 304 none
  app.use(pageScriptPolicy(policy));
  app.use(bodyLimit());
  app.use(
    createRequestHandler({
      // The build as an object, so React Router derives its route tables once (given a function, it imports the
      // build and derives them again on every request). Development re-creates this app per request anyway.
      build: serverBuild,
      mode: options.mode ?? "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, requestServices);
        context.set(routeNoteContext, res.locals);
        context.set(methodsAtContext, routeMethods);
        // A page's render may take values its data leaves out; a navigation's data (`.data`) carries them all.
        context.set(keptValuesContext, req.path.endsWith(".data") ? null : []);
        context.set(requestContext, {
          scriptMarker: String(res.locals.scriptMarker),
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
        });
        return context;
      },
    }),
  );
  app.use(databaseUnavailableHandler());
  app.use(lastResortErrorHandler(services));
  return app;
}

/**
 * The files at the top of the client folder (the favicon and what public/ holds), served as they are. Only their
 * names reach the file system: a page request is not looked up on disk first.
 */
function publicFiles(clientDir: string): express.RequestHandler {
  const names = new Set(
    readdirSync(clientDir, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [`/${entry.name}`] : [])),
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (req, res, next) => {
    if (!names.has(req.path)) return next();
    labelStaticFile(res, req.path);
    if (req.method === "OPTIONS") return answerOptions(res, ["GET"]);
    serve(req, res, next);
  };
}

/** Errors that escape React Router: logged, then a generic answer with no detail. */
function lastResortErrorHandler(services: AppServices): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // A body refused at the edge (413 already sent) fails the route's read of it: nothing more to say.
    if (res.locals.bodyRefused === true) return res.end();
    services.logger.error({ err: error, method: req.method, url: req.originalUrl }, "unhandled request error");
    if (res.headersSent) return res.end();
    if (req.path.startsWith("/api/")) {
      return res.status(500).json({ message: "Something went wrong on our side. Please try again." });
    }
    res
      .status(500)
      .type("html")
      .send("<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again.</p>");
  };
}
