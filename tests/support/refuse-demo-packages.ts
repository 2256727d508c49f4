import { registerHooks } from "node:module";
import { isDemoOnly } from "./demo-packages.ts";

// Loaded with `node --import` by tests that start the production processes: an import of a demo-only package
// fails as it would in the production image, where the package is absent, and says so on stderr.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isDemoOnly(specifier)) {
      process.stderr.write(`demo-only package imported: ${specifier}\n`);
      throw Object.assign(new Error(`Cannot find package '${specifier}'`), { code: "ERR_MODULE_NOT_FOUND" });
    }
    return nextResolve(specifier, context);
  },
});
