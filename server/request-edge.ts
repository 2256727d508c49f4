import type { Request, RequestHandler, Response } from "express";
import { isAllowedHost, type Config } from "#app/config/config.server.ts";
import { NO_API_CALL } from "#app/http/api.server.ts";
import { errorBody } from "#app/http/field-errors.ts";
import { allowHeader, namesIndex, type Method, type MethodsAt } from "#app/http/route-methods.server.ts";
import { DATA_SUFFIX } from "#app/http/shared-cache.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "#app/uploads/photo-rules.ts";
import { localPath } from "#app/i18n/twins.ts";

// Checks at the HTTP edge, before React Router builds a URL from the request or reads its body.

/** JSON and form bodies: the largest legitimate one (the therapist application, a bio of up to 5,000
 * characters, even percent-encoded non-Latin text) stays well under this. */
export const FORM_BODY_LIMIT = 128 * 1024;
/** The one-call photo upload: the photo limit plus room for the multipart framing. */
const PHOTO_FORM_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;
const PHOTO_UPLOAD_PATH = "/api/profile-images";
/** The PUT of a photo's bytes to an upload URL (app/uploads/upload-urls.server.ts): the photo limit itself. */
const UPLOAD_URL_PATH = /^\/api\/objects\/uploads\/[^/]+$/;

/**
 * A profile form that takes its photo with it (a person without scripts) is read up to four times the photo limit:
 * a photo too large within it is refused beside the form's other fields, the form coming back as typed
 * (app/uploads/photo-form.server.ts); only a body past it is refused whole.
 */
const PHOTO_FORM_PAGE_LIMIT = 4 * MAX_PHOTO_BYTES + 64 * 1024;
/** The profile forms that take their photo with them, as pages and `.data` posts. */
const PHOTO_FORM_PAGES = new Set(
  ["/therapist/signup", "/therapist/edit-profile"]
    .flatMap((path) => [path, localPath("fr", path)])
    .flatMap((path) => [path, `${path}.data`]),
);

/** The body limit of a photo upload, or null for any other request (JSON and forms). */
function photoBodyLimit(req: Request): number | null {
  if (req.method === "POST" && req.path === PHOTO_UPLOAD_PATH) return PHOTO_FORM_LIMIT;
  if (req.method === "POST" && PHOTO_FORM_PAGES.has(req.path)) return PHOTO_FORM_PAGE_LIMIT;
  if (req.method === "PUT" && UPLOAD_URL_PATH.test(req.path)) return MAX_PHOTO_BYTES;
  return null;
}
/** Answered whatever the host: a health check (a container's, a load balancer's) asks by address. */
const ANY_HOST_PATH = "/healthz";
const TITLES: Record<number, string> = {
  400: "400 Bad Request",
  404: "404 Page Not Found",
  405: "405 Method Not Allowed",
  413: "413 Request Too Large",
  421: "421 Misdirected Request",
};

const LABEL = "[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`);

export function isValidHost(value: string): boolean {
  const match = HOST.exec(value.trim());
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** An answer of the edge: JSON under /api/, a short page elsewhere. */
function answer(req: Request, res: Response, status: number, message: string, errors?: Record<string, string[]>) {
  res.status(status);
  if (req.path.startsWith("/api/")) {
    res.json(errorBody(status, message, errors));
    return;
  }
  const title = TITLES[status] ?? String(status);
  res
    .type("html")
    .send(
      `<!doctype html><title>${title}</title><h1>${title}</h1><p>${message}</p><p><a href="/">Back to Directory</a></p>`,
    );
}

/** A refusal: the connection is closed once it is sent (the rest of a request refused unread is never read). */
function refuse(req: Request, res: Response, status: number, message: string, errors?: Record<string, string[]>): void {
  res.set("Connection", "close");
  answer(req, res, status, message, errors);
}

/**
 * A request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is not a host name or address with an
 * optional port is refused with 400: the app's URLs are built from it. One well formed but addressed to a name
 * this site does not answer to (Config.allowedHosts) is refused with 421 Misdirected Request: a page on another
 * name whose DNS now points here (DNS rebinding) would otherwise read this site as its own. /healthz answers any.
 */
export function hostCheck(config: Pick<Config, "allowedHosts">): RequestHandler {
  return (req, res, next) => {
    const hosts = [req.get("Host") ?? ""];
    const forwarded = req.get("X-Forwarded-Host");
    if (forwarded !== undefined && req.app.enabled("trust proxy")) hosts.push(...forwarded.split(","));
    if (!hosts.every(isValidHost))
      return refuse(req, res, 400, "The Host header of this request is missing or malformed.");
    if (req.path === ANY_HOST_PATH || isAllowedHost(config, req.hostname)) return next();
    refuse(req, res, 421, "This site does not answer to that host name.");
  };
}

/** The methods the site answers (each route refuses those of them it does not take, with 405). */
export const ANSWERED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ANSWERED = new Set<string>(ANSWERED_METHODS);

/**
 * The methods the route at the request's path takes (app/http/route-methods.server.ts), a navigation's data URL
 * being its page's; null when no route has the path.
 */
function methodsOf(req: Request, methodsAt: MethodsAt): readonly Method[] | null {
  const query = req.originalUrl.indexOf("?");
  const search = new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1));
  return methodsAt(req.path.replace(DATA_SUFFIX, "") || "/", namesIndex(search));
}

/**
 * A request with any other method (TRACE, WebDAV's PROPFIND...) is refused with 405 and the methods its path's
 * route takes (those the site answers, where no route has the path), before a web Request is built from it: the
 * Fetch API cannot represent TRACE at all.
 */
export function methodCheck(methodsAt?: MethodsAt): RequestHandler {
  return (req, res, next) => {
    if (ANSWERED.has(req.method)) return next();
    const methods = methodsAt && methodsOf(req, methodsAt);
    res.set("Allow", methods ? allowHeader(methods) : ANSWERED_METHODS.join(", "));
    refuse(req, res, 405, `This site does not answer ${req.method} requests.`);
  };
}

/** OPTIONS answered for `methods`: 204, no body, Allow naming them. No CORS header: no other site may call this one. */
export function answerOptions(res: Response, methods: readonly Method[]): void {
  res.status(204).set("Allow", allowHeader(methods)).end();
}

/**
 * OPTIONS, of any path, is answered here from the routes' modules, without running a loader or an action: 204 with
 * Allow naming the methods its route takes. A path no route has is a 404, as a GET of it is (JSON under /api/): an
 * Allow there would advertise methods of a resource that does not exist, and the answer tells a client the same
 * thing whatever the method. The asterisk form (`OPTIONS *`, the server as a whole) names the methods the site
 * answers. Files served as they are (public/, /assets) answer their own OPTIONS (GET, HEAD).
 */
export function optionsAnswer(methodsAt: MethodsAt): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "OPTIONS") return next();
    if (req.originalUrl === "*") return res.status(204).set("Allow", ANSWERED_METHODS.join(", ")).end();
    const methods = methodsOf(req, methodsAt);
    if (methods) return answerOptions(res, methods);
    answer(req, res, 404, req.path.startsWith("/api/") ? NO_API_CALL : "There is no page at this address.");
  };
}

/** Request bodies are capped: 413 at once when Content-Length is over the limit, and as soon as a body sent
 * without one (chunked) grows past it; the rest is not read and the route never sees a complete body. */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const photoLimit = photoBodyLimit(req);
    const limit = photoLimit ?? FORM_BODY_LIMIT;
    const tooLarge = () =>
      photoLimit !== null
        ? refuse(req, res, 413, PHOTO_MESSAGES.tooLarge, { file: [PHOTO_MESSAGES.tooLarge] })
        : refuse(req, res, 413, `The request body is too large (at most ${limit / 1024} KiB).`);
    const declared = req.get("Content-Length");
    if (declared !== undefined && Number(declared) > limit) return tooLarge();
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= limit) return;
      req.off("data", count);
      res.locals.bodyRefused = true;
      if (!res.headersSent) tooLarge();
      // The route's reader fails at once, so no handler ever acts on a cut body; Connection: close on the 413
      // ends the connection once it is sent, and the rest of the body is never read.
      req.emit("error", new Error("The request body is over the limit."));
    };
    req.on("data", count);
    next();
  };
}
