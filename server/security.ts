import type { RequestHandler } from "express";
import { contentSecurityPolicy, type PolicyOptions } from "./content-security-policy.ts";

// Headers every response carries. The Content-Security-Policy set here runs no script at all; an HTML page's is
// replaced, as it ends, by one that admits its own inline scripts by hash (content-security-policy.ts).
export function securityHeaders(options: PolicyOptions): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // A route's own Referrer-Policy (e.g. no-referrer on /auth/verify) replaces this default instead of being
    // appended after it (the React Router adapter appends response headers).
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "referrer-policy" ? res.set(field, value) : append(field, value);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

// Answers that belong to one signed-in person (their account's API, pages and data export, dashboard, edit pages,
// the admin console, the demo mailbox) and their React Router data requests (path.data).
const PRIVATE_PATH =
  /^(?:\/api\/(?:therapist|admin|auth)\/|\/api\/account(?:\/|$)|\/admin(?:[/.]|$)|\/dev\/|\/(?:fr\/compte|account)(?:[/.]|$)|\/(?:therapist\/dashboard|therapist\/edit-profile|join|blog\/create|blog\/[^/]+\/edit)(?:\.data)?\/?$)/;

function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path);
}

/**
 * Private answers are never stored by a browser or a shared cache: `Cache-Control: no-store`, whatever the route
 * itself says (the React Router adapter appends route headers, so a route's own Cache-Control is dropped here).
 */
export function privateNoStore(): RequestHandler {
  return (req, res, next) => {
    if (!isPrivatePath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "cache-control" ? res : append(field, value);
    next();
  };
}
