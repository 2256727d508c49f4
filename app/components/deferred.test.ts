import { describe, expect, it } from "vitest";
import { deferredModule, loadServedParts } from "./deferred.tsx";

// The parts a page was served with are loaded before it hydrates: those that name its path, once each; a module
// that cannot be fetched does not stop the others nor the page.

describe("loadServedParts", () => {
  it("loads the modules of the parts served on the path, and only those", async () => {
    const imported: string[] = [];
    const part = (name: string, servedOn?: (path: string) => boolean) =>
      deferredModule(async () => {
        imported.push(name);
        return { name };
      }, servedOn);
    const everywhere = part("everywhere", () => true);
    const home = part("home", (path) => path === "/test-home");
    const onUse = part("on use");
    await loadServedParts("/test-home");
    await loadServedParts("/test-home");
    expect(imported).toEqual(["everywhere", "home"]);
    expect(everywhere.now()).toEqual({ name: "everywhere" });
    expect(home.now()).toEqual({ name: "home" });
    expect(onUse.now()).toBeUndefined();
  });

  it("resolves when a module cannot be fetched, and leaves it to be fetched again", async () => {
    let attempts = 0;
    const failing = deferredModule(
      () => (++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ loaded: true })),
      (path) => path === "/test-failing",
    );
    await expect(loadServedParts("/test-failing")).resolves.toBeUndefined();
    expect(failing.now()).toBeUndefined();
    await expect(failing.load()).resolves.toEqual({ loaded: true });
  });
});
