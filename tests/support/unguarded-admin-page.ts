import { createElement } from "react";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { requestContext, servicesContext, type AppServices } from "#app/context.server.ts";

// The app's own server build (its root, the admin layout route with its middleware, the page renderer) with one
// more admin page added for a test: a child of the admin layout whose loader and action have no guard of their
// own and hand out what only an admin may see. Loaded through Vite (tests/integration/admin-layout-guard.test.ts),
// so its context keys are the ones the build reads.

export const UNGUARDED_PATH = "/admin/test-only-unguarded";
export const SECRET = "ADMIN-ONLY-8c1f0e";

const ID = "routes/test-only-unguarded";
const LAYOUT_ID = "routes/admin-layout";

export type UnguardedApp = {
  /** How many times the page's loader and action ran. */
  calls: { loader: number; action: number };
  fetch: (request: Request) => Promise<Response>;
};

export function appWithUnguardedAdminPage(services: AppServices): UnguardedApp {
  const calls = { loader: 0, action: 0 };
  const module = {
    loader: () => {
      calls.loader += 1;
      return { secret: SECRET };
    },
    action: () => {
      calls.action += 1;
      return { secret: SECRET };
    },
    default: () => createElement("p", null, "An admin page without a guard of its own"),
  };
  const layout = build.assets.routes[LAYOUT_ID];
  if (!build.routes[LAYOUT_ID] || !layout) throw new Error(`The build has no ${LAYOUT_ID} route`);
  const path = UNGUARDED_PATH.slice(1);
  const withPage: ServerBuild = {
    ...build,
    routes: { ...build.routes, [ID]: { id: ID, parentId: LAYOUT_ID, path, module } },
    assets: {
      ...build.assets,
      routes: {
        ...build.assets.routes,
        [ID]: {
          ...layout,
          id: ID,
          parentId: LAYOUT_ID,
          path,
          hasLoader: true,
          hasAction: true,
          hasErrorBoundary: false,
          module: "/test-only-unguarded.js",
          imports: [],
        },
      },
    },
  };
  const handler = createRequestHandler(withPage, "production");
  return {
    calls,
    fetch: (request) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { scriptMarker: "test", ip: "203.0.113.9" });
      return handler(request, context);
    },
  };
}
