import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router's own pre-check refuses page actions whose Origin is "null". Browsers send exactly that for a
  // form posted from a page with `Referrer-Policy: no-referrer` — /auth/verify's no-script sign-in button. The
  // real cross-site check is the root route's middleware (app/auth/csrf.server.ts): it lets such a post through
  // only with `Sec-Fetch-Site: same-origin`, and refuses everything cross-site.
  allowedActionOrigins: ["null"],
} satisfies Config;
