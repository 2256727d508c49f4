import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { KeptValues } from "#app/components/kept-markup.tsx";
import { ScriptMarkerProvider } from "#app/components/script-marker.tsx";
import { RETRY_AFTER_SECONDS } from "#app/db/unavailable.server.ts";
import { keptValuesContext } from "#app/http/kept-on-server.server.ts";
import { routePatternInstrumentation } from "#app/http/route-pattern.server.ts";
import { loadCommon } from "#app/i18n/common.ts";
import { loadDirectoryWords } from "#app/i18n/directory-words.ts";
import { loadFooterWords } from "#app/i18n/footer-words.ts";
import { loadHomeWords } from "#app/i18n/home-words.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { loadProfileWords } from "#app/i18n/profile-page-words.ts";
import { loadPageWords } from "#app/i18n/page-words.ts";
import { loadScriptsAfterPaint } from "#app/http/scripts-after-paint.server.ts";

export const streamTimeout = 5_000;

// Every page renders its header from the common catalogue of its language (its footer from the footer's), and a directory page its
// words from the directory's (the home page its sections' from the home's): the server has both languages of each
// before it renders any page.
await Promise.all(
  LANGUAGES.flatMap((language) => [
    loadCommon(language),
    loadDirectoryWords(language),
    loadHomeWords(language),
    loadFooterWords(language),
    loadProfileWords(language),
    loadPageWords(language),
  ]),
);

/** Each answered request's route pattern is handed to the HTTP layer's access log. */
export const instrumentations = [routePatternInstrumentation];

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A 503 page is a database outage (see withUnavailableAs503): tell clients when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  // HEAD answers with the headers GET would have (the type too: the caching headers are decided by it), no body.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { logger } = loadContext.get(servicesContext);
  // React and React Router put it on every script they render, as `nonce`: the HTTP layer admits exactly those
  // scripts, by hash, and takes the marker out (server/content-security-policy.ts).
  const { scriptMarker } = loadContext.get(requestContext);

  // Loaders finish before rendering starts (no deferred data), so the page is rendered whole and sent as one
  // buffer: one write to the socket instead of a stream of small chunks passed through two stream adapters.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarkerProvider value={scriptMarker}>
        <KeptValues value={loadContext.get(keptValuesContext) ?? []}>
          <ServerRouter context={routerContext} url={request.url} nonce={scriptMarker} />
        </KeptValues>
      </ScriptMarkerProvider>,
      {
        nonce: scriptMarker,
        // Sent whole, the page has every Suspense boundary in its place: React would otherwise send a large one
        // apart, at the end, to be moved into place by a script (not shown at all without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              resolve(
                new Response(loadScriptsAfterPaint(Buffer.concat(chunks)), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, url: request.url }, "page render failed");
        },
      },
    );
  });
}

/**
 * Every unexpected loader, action or render error is logged here once; responses never carry its details. A
 * refusal of the request itself (React Router's 404 or 405) is the client's doing, answered, and not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // Errors raised before the request context exists (while matching, say) have no logger to hand.
  const logger = context instanceof RouterContextProvider ? context.get(servicesContext).logger : undefined;
  if (logger) logger.error({ err: error, method: request.method, url: request.url }, "request failed");
  else console.error(error);
};

/** Client navigations (`.data` requests) that meet a database outage say when to come back, as pages do. */
export function handleDataRequest(response: Response): Response {
  if (response.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}
