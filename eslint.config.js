import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers depend one way: server/ and indexer/ import app/, server/ imports indexer/ (its runtime), and app/
// imports neither; indexer/ never imports server/. Imports are written as `#app/…`/`#indexer/…` or relative paths.
const NOT_INDEXER_OR_SERVER = {
  regex: "^#(indexer|server)/|^(\\.\\./)+(indexer|server)/",
  message: "app/ imports neither indexer/ nor server/: they import app/ (job contracts live in app/jobs).",
};
const NOT_SERVER = {
  regex: "^#server/|^(\\.\\./)+server/",
  message: "indexer/ does not import server/: what both need lives in app/ (app/runtime) or indexer/.",
};
// Browser code (every module of app/ that is not a .server module, a route module, or a test) imports no .server
// module: only its types, which the build erases. Route modules may, as React Router removes their loaders,
// actions and middleware, and the imports only those use, from the browser build.
const NO_SERVER_MODULES = {
  regex: "\\.server(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Browser code imports no .server module (a type-only import is fine).",
};
// Every JSON answer is written by one serializer, which writes instants as ISO 8601 strings.
const ONE_JSON_WRITER = {
  "no-restricted-properties": [
    "error",
    {
      object: "Response",
      property: "json",
      message: "Answer JSON with apiJson (app/http/api.server.ts): it writes instants as ISO 8601 strings.",
    },
  ],
};
// Test files share their worker's modules (vitest.config.ts): a file that replaces a module is *.isolated.test.ts.
const NO_SHARED_MOCKS = {
  "no-restricted-properties": [
    "error",
    ...["mock", "doMock"].map((property) => ({
      object: "vi",
      property,
      message: "A file that replaces a module is named *.isolated.test.ts (it gets modules of its own).",
    })),
  ],
};
const restrictImports = (...patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Components and hooks live in app/'s browser-side modules (and the server's entry): the hooks rules, which
  // compile each file they check (over half the lint's time), check those.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["app/**/*.{ts,tsx}"], rules: restrictImports(NOT_INDEXER_OR_SERVER) },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/routes/**", "app/root.tsx", "app/**/*.test.{ts,tsx}"],
    rules: restrictImports(NOT_INDEXER_OR_SERVER, NO_SERVER_MODULES),
  },
  { files: ["indexer/**/*.ts"], rules: restrictImports(NOT_SERVER) },
  { files: ["app/**/*.{ts,tsx}", "server/**/*.ts"], ignores: ["**/*.test.{ts,tsx}"], rules: ONE_JSON_WRITER },
  { files: ["**/*.test.{ts,tsx}"], ignores: ["**/*.isolated.test.ts"], rules: NO_SHARED_MOCKS },
);
