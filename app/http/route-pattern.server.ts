import { createContext, type ServerInstrumentation } from "react-router";

// React Router tells the HTTP layer which route answered a request: the matched route's pattern as app/routes.ts
// writes it (`/therapists/:slug`, never the path asked for), for the access log. React Router has matched the
// request already; reading its match adds no work.

/** Where the HTTP layer wants the pattern written: one object per request, set in the load context. */
export type RouteNote = { route?: string };

export const routeNoteContext = createContext<RouteNote | null>(null);

/** The catch-all route's pattern: the not-found page, a path that no route matched. */
const CATCH_ALL = "/*";

export const routePatternInstrumentation: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, { context }) {
        const { meta } = await handle();
        const note = context?.get(routeNoteContext);
        if (!note || !meta?.pattern) return;
        // React Router joins the matched routes' paths, and the root route's is empty: `therapists/:slug`.
        const route = meta.pattern.startsWith("/") ? meta.pattern : `/${meta.pattern}`;
        if (route !== CATCH_ALL) note.route = route;
      },
    });
  },
};
