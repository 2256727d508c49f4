import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is server/app.ts (an Express app around the React Router handler), so the
// process entry (server/main.ts) can hand it the one database pool, job queue and config of the process.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
});
