import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite.chunks.ts";

// The dialogs' scroll lock adds its rules as a constructed stylesheet rather than a <style> element, which the
// Content-Security-Policy would refuse (app/components/style-singleton.ts).
const STYLE_SINGLETON = fileURLToPath(new URL("./app/components/style-singleton.ts", import.meta.url));

// The server build's entry is server/app.ts (an Express app around the React Router handler), so the
// process entry (server/main.ts) can hand it the one database pool, job queue and config of the process.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [{ find: /^react-style-singleton$/, replacement: STYLE_SINGLETON }] },
  environments: {
    client: {
      build: {
        // A module imported when first drawn (components/deferred.tsx) fetches its own imports: adding a preload
        // link for each to the page as it is imported cost more script time, while hydrating, than it saved.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? [] : deps) },
        rolldownOptions: {
          // the browser's chunks: vite.chunks.ts
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
});
