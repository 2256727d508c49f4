import type { MiddlewareFunction } from "react-router";
import { isAllowedHost, type Config } from "#app/config/config.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { forbidden } from "#app/http/api.server.ts";

// Cross-site request forgery: a request that changes something (any method but GET, HEAD, OPTIONS) must come
// from a page of this site. Browsers say so with `Sec-Fetch-Site: same-origin`, or (where they do not send
// that header: plain-http hosts other than localhost, older browsers) with an `Origin` that is one of this site's:
// APP_URL's, or the request's own origin when its host is one the site answers to (Config.allowedHosts). An Origin
// that only equals what the request's Host says (a rebound DNS name) is not enough. Anything else is refused with
// 403, on top of the SameSite=Lax session cookie.
// Runs as React Router middleware on the root route, so it covers every page action and API route.

/** Paths that take cross-site POSTs and authenticate them by other means (a provider's signature). */
export const CSRF_EXEMPT_PATHS: readonly string[] = ["/api/stripe/webhook"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function isSameOriginRequest(request: Request, config: Pick<Config, "appUrl" | "allowedHosts">): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return false;
  if (origin === originOf(config.appUrl)) return true;
  const own = new URL(request.url);
  return origin === own.origin && isAllowedHost(config, own.hostname);
}

function needsOriginCheck(method: string, pathname: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && !CSRF_EXEMPT_PATHS.includes(pathname);
}

export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if (needsOriginCheck(request.method, url.pathname)) {
    const { config, logger } = context.get(servicesContext);
    if (!isSameOriginRequest(request, config)) {
      logger.warn(
        {
          method: request.method,
          path: url.pathname,
          origin: request.headers.get("Origin"),
          site: request.headers.get("Sec-Fetch-Site"),
        },
        "cross-site request refused",
      );
      return forbidden("This request did not come from this site, so it was refused.");
    }
  }
  return next();
};
