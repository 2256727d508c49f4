import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressFiles } from "./server/built-files.ts";

export default {
  ssr: true,
  // React Router's own pre-check refuses page actions whose Origin is "null". Browsers send exactly that for a
  // form posted from a page with `Referrer-Policy: no-referrer` — /auth/verify's no-script sign-in button. The
  // real cross-site check is the root route's middleware (app/auth/csrf.server.ts): it lets such a post through
  // only with `Sec-Fetch-Site: same-origin`, and refuses everything cross-site.
  allowedActionOrigins: ["null"],
  // The built files are compressed once, here, rather than at each request (server/built-files.ts).
  async buildEnd({ reactRouterConfig }) {
    await precompressFiles(path.join(reactRouterConfig.buildDirectory, "client", "assets"));
  },
} satisfies Config;
