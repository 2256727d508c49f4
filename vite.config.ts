import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

// The browser's chunks. React, React DOM and React Router are one chunk ("framework"), and the app's modules that
// the root route imports, directly or not, another ("site"): every page loads both whole, so one file each costs
// no page a byte more than the dozen small ones Rolldown would otherwise make (and compresses a little better).
// The rest is split as Rolldown splits it: a module goes with the set of routes that use it.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx($|\?)/;

/** Whether the root route imports the module, directly or through other modules (static imports only). */
function rootImports(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (ROOT_ROUTE.test(id)) return true;
  seen.add(id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => !seen.has(importer) && rootImports(importer, ctx, seen));
}

function chunkName(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (FRAMEWORK.test(id)) return "framework";
  // Packages are left out: an icon's importer is lucide's index, which the root route imports for others.
  if (!id.includes("node_modules") && rootImports(id, ctx)) return "site";
  return null;
}

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
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: chunkName, debugName: "framework and site" }] } },
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
