import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { MATRIX } from "../support/authorisation-matrix.ts";

// Every route in app/routes.ts is either PUBLIC (anyone may use it, with the reason) or has checks in the
// authorisation MATRIX (tests/support/authorisation-matrix.ts, made by authorisation-matrix.test.ts). A route added
// to app/routes.ts in neither list fails the suite, so a new route is decided on before it ships.

/** Routes anyone may use, signed in or not, and why. */
const PUBLIC: Record<string, string> = {
  "": "home page",
  "therapists/:slug": "public profile (its contact form is rate-limited, not signed-in)",
  "privacy-policy": "static page",
  "terms-and-conditions": "static page",
  contact: "static page",
  healthz: "health check, says only whether the database answers",
  "dev/mailbox": "demo mode only (404 in production, see production-start test)",
  login: "sign-in form",
  "auth/verify": "uses a one-time sign-in token",
  logout: "ends the caller's own session only",
  "api/login": "sign-in entry",
  "api/auth/request-magic-link": "sign-in request, rate-limited per address and IP",
  "api/auth/verify-magic-link": "uses a one-time sign-in token",
  "account/confirm-email": "uses a one-time email-change token (a button, so opening the link changes nothing)",
  "api/therapists/:id/contact": "contact form, rate-limited per IP and therapist",
  "api/therapists/:id/blog-posts": "published articles of a profile",
  "api/events": "anonymous analytics events",
  blog: "published articles",
  "blog/rss.xml": "published articles",
  "blog/:slug": "a published article",
  "api/blog-posts/by-slug/:slug": "a published article",
  ontario: "directory page",
  "ontario/:city": "directory page",
  "issues/:issue": "directory page",
  "sitemap.xml": "public URLs (the sitemap index)",
  "sitemaps/:file": "public URLs (one sitemap file)",
  "robots.txt": "crawler rules",
  "api/therapists": "directory search",
  "api/therapists/filters/cities": "directory facets",
  "api/therapists/filters/specialties": "directory facets",
  "api/therapists/by-slug/:slug": "public profile",
  "api/therapists/:id": "public profile",
  pricing: "static page",
  "api/stripe/webhook": "signed by the payment provider (featured-webhook test)",
  "therapist/signup": "page explains sign-in first; its action requires a user",
  "badge/:file": "public badge image",
  "uploads/*": "public profile photos",
  "*": "not-found page",
};

/** Each route's URL pattern, nested ones joined; the index route is "". */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [own, ...patterns(entry.children ?? [], own)];
  });
}
const ROUTES = [...new Set(patterns(routes as RouteConfigEntry[]))];

describe("the authorisation matrix", () => {
  it("lists every route of app/routes.ts as public or in the matrix, and no route that does not exist", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    const undecided = ROUTES.filter((route) => !(route in PUBLIC) && !(route in MATRIX));
    expect(undecided, "routes neither public nor in the authorisation matrix").toEqual([]);
    const both = ROUTES.filter((route) => route in PUBLIC && route in MATRIX);
    expect(both, "routes both public and in the matrix").toEqual([]);
    const stale = [...Object.keys(PUBLIC), ...Object.keys(MATRIX)].filter((route) => !ROUTES.includes(route));
    expect(stale, "listed routes that app/routes.ts no longer has").toEqual([]);
  });

  it("includes the blog and Featured routes", () => {
    for (const route of [
      "blog/create",
      "blog/:slug/edit",
      "api/blog-posts",
      "api/blog-posts/:id",
      "api/create-subscription-checkout",
      "dev/checkout/:id",
    ]) {
      expect(MATRIX[route], route).toBeDefined();
    }
  });
});
