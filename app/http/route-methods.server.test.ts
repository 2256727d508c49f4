import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { acceptMethods, refuseMethods } from "./api.server.ts";
import { allowHeader, methodsAt, namesIndex } from "./route-methods.server.ts";

// The methods a route takes, read from a build's route manifest (as React Router's build writes it: each route with
// its parent's id) without running any of its handlers.

const page = () => null;
const handler = () => new Response(null);
const never = () => {
  throw new Error("a route's handler ran");
};

const manifest = {
  root: { id: "root", path: "", module: { default: page, loader: never } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page, action: never } },
  "routes/fr-home": { id: "fr/", parentId: "root", path: "fr", module: { default: page, action: never } },
  "routes/pricing": { id: "routes/pricing", parentId: "root", path: "pricing", module: { default: page } },
  "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz", module: { loader: never } },
  "routes/blog.slug": {
    id: "routes/blog.slug",
    parentId: "root",
    path: "blog/:slug",
    module: { default: page, loader: never, action: never },
  },
  "routes/layout": { id: "routes/layout", parentId: "root", module: { default: page } },
  "routes/admin.jobs": {
    id: "routes/admin.jobs",
    parentId: "routes/layout",
    path: "admin/jobs",
    module: { default: page, action: never },
  },
  "routes/api.therapists": {
    id: "routes/api.therapists",
    parentId: "root",
    path: "api/therapists",
    module: { loader: never, action: refuseMethods(["GET"]) },
  },
  "routes/api.events": {
    id: "routes/api.events",
    parentId: "root",
    path: "api/events",
    module: { loader: refuseMethods(["POST"]), action: acceptMethods(["POST"], never) },
  },
  "routes/api.my-profile": {
    id: "routes/api.my-profile",
    parentId: "root",
    path: "api/my-profile",
    module: { loader: never, action: acceptMethods(["GET", "PUT"], never) },
  },
  "routes/uploads": { id: "routes/uploads", parentId: "root", path: "uploads/*", module: { loader: never } },
  "routes/api.not-found": {
    id: "routes/api.not-found",
    parentId: "root",
    path: "api/*",
    module: { loader: handler, action: handler },
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { default: page, loader: never } },
} as unknown as ServerBuild["routes"];

describe("the methods a route takes", () => {
  const at = methodsAt(manifest);

  it("a page: GET, and POST when it has an action; an index route's writes only at ?index, as React Router sends them", () => {
    expect(at("/pricing", false)).toEqual(["GET"]);
    expect(at("/healthz", false)).toEqual(["GET"]);
    expect(at("/blog/some-post", false)).toEqual(["GET", "POST"]);
    expect(at("/admin/jobs", false)).toEqual(["GET", "POST"]);
    expect(at("/", true)).toEqual(["GET", "POST"]);
    expect(at("/", false)).toEqual(["GET"]);
    expect(at("/fr", false)).toEqual(["GET", "POST"]);
    expect(at("/uploads/a/b.webp", false)).toEqual(["GET"]);
  });

  it("an API route: the methods its loader or action declares", () => {
    expect(at("/api/therapists", false)).toEqual(["GET"]);
    expect(at("/api/events", false)).toEqual(["POST"]);
    expect(at("/api/my-profile", false)).toEqual(["GET", "PUT"]);
  });

  it("none for a path only a catch-all matches", () => {
    expect(at("/nowhere", false)).toBeNull();
    expect(at("/api/nowhere", false)).toBeNull();
    expect(at("/admin/nowhere", false)).toBeNull();
  });

  it("is written as Allow: GET brings HEAD, OPTIONS comes last", () => {
    expect(allowHeader(["GET"])).toBe("GET, HEAD, OPTIONS");
    expect(allowHeader(["GET", "PUT"])).toBe("GET, HEAD, PUT, OPTIONS");
    expect(allowHeader(["PUT", "PATCH", "DELETE"])).toBe("PUT, PATCH, DELETE, OPTIONS");
  });

  it("reads ?index as React Router does: the name with no value", () => {
    expect(namesIndex(new URLSearchParams("index"))).toBe(true);
    expect(namesIndex(new URLSearchParams("a=1&index="))).toBe(true);
    expect(namesIndex(new URLSearchParams("index=1"))).toBe(false);
    expect(namesIndex(new URLSearchParams(""))).toBe(false);
  });
});

describe("an API action that accepts its methods", () => {
  it("answers the others with the 405 naming the route's methods, before it runs", async () => {
    const action = acceptMethods(["GET", "PUT"], "Update with PUT.", never);
    const refused = await action({ request: new Request("http://x/", { method: "POST" }) });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET, HEAD, PUT, OPTIONS");
    expect(await refused.json()).toEqual({ message: "Update with PUT." });
    const taken = acceptMethods(["POST"], () => "ran");
    expect(taken({ request: new Request("http://x/", { method: "POST" }) })).toBe("ran");
  });
});
