import type { MiddlewareFunction } from "react-router";
import { allowHeader, methodsAtContext, namesIndex } from "./route-methods.server.ts";

// A page, or any other route outside /api/, is written to with POST only: the one writing method an HTML form
// sends. PUT, PATCH and DELETE (which React Router would hand to the route's action like a POST) are refused with
// 405 before any action runs. A POST to a page that takes none is refused with 405 as well, in the same few words:
// React Router's own refusal would carry its internal message (the route's module name). Allow names the methods
// the page takes, as OPTIONS does (route-methods.server.ts). API routes answer the methods they document and
// refuse the others themselves.

const REFUSED = new Set(["PUT", "PATCH", "DELETE"]);

const methodNotAllowed = (allow: string) =>
  new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8" },
  });

export const pageMethodsMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  if (url.pathname.startsWith("/api/")) return next();
  // a path no route has, or a handler called without the HTTP layer (as tests call them): GET and HEAD, as any page
  const allow = () =>
    allowHeader(
      context.get(methodsAtContext)?.(url.pathname, namesIndex(new URL(request.url).searchParams)) ?? ["GET"],
    );
  if (REFUSED.has(request.method)) return methodNotAllowed(allow());
  const response = await next();
  if (request.method === "POST" && response.status === 405) return methodNotAllowed(allow());
  return response;
};
