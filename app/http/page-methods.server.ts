import type { MiddlewareFunction } from "react-router";

// A page, or any other route outside /api/, is written to with POST only: the one writing method an HTML form
// sends. PUT, PATCH and DELETE (which React Router would hand to the route's action like a POST) are refused with
// 405 before any action runs. API routes answer the methods they document and refuse the others themselves.

const REFUSED = new Set(["PUT", "PATCH", "DELETE"]);

export const pageMethodsMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  if (REFUSED.has(request.method) && !url.pathname.startsWith("/api/")) {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  return next();
};
