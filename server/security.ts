import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The stylesheet the toast library (sonner) inserts as a <style> element at run time, allowed by its hash. A
 * test recomputes it from the installed package, so an upgrade that changes the stylesheet fails there.
 */
export const TOAST_STYLE_HASH = "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=";
/** The empty <style> element the toast library adds to the page before it fills it in (it holds no rules). */
const EMPTY_STYLE_HASH = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";

// Headers every response carries. Scripts run only with this response's nonce ('strict-dynamic' lets the
// router's own module scripts load their chunks); nothing may frame the site, plug-ins are off, and <base>
// cannot be injected. Stylesheets come from this site, or are <style> elements carrying the nonce or the toast
// library's hash: an injected <style> (CSS that reads attribute values out through URLs) does not apply.
// Style attributes stay allowed (server-rendered components position and hide elements with them); they cannot
// load anything beyond what img-src and font-src allow. Images come from this site only (data: and blob: for
// previews of a photo being chosen), never from any https: host. The Vite dev server (`devServer`) injects
// unhashed <style> elements, so it alone keeps 'unsafe-inline' for styles.
export function securityHeaders(options: {
  production: boolean;
  checkoutOrigins?: readonly string[];
  devServer?: boolean;
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      options.devServer
        ? "style-src 'self' 'unsafe-inline'"
        : `style-src 'self' 'nonce-${nonce}' '${TOAST_STYLE_HASH}' '${EMPTY_STYLE_HASH}'`,
      "style-src-attr 'unsafe-inline'",
      // Photos are served from this site (/uploads/, whichever storage holds them); nothing from other hosts.
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action 'self'${(options.checkoutOrigins ?? []).map((origin) => ` ${origin}`).join("")}`,
    ];
    if (options.production) csp.push("upgrade-insecure-requests");
    res.setHeader("Content-Security-Policy", csp.join("; "));
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

// Answers that belong to one signed-in person (their account's API, dashboard, edit pages, the admin console, the
// demo mailbox) and their React Router data requests (path.data).
const PRIVATE_PATH =
  /^(?:\/api\/(?:therapist|admin|auth)\/|\/admin(?:[/.]|$)|\/dev\/|\/account\/|\/(?:therapist\/dashboard|therapist\/edit-profile|join|blog\/create|blog\/[^/]+\/edit)(?:\.data)?\/?$)/;

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
