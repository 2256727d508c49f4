import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preloads.server.ts";

describe("module preloads", () => {
  it("are fetched at low priority, and nothing else on the page changes", () => {
    const page = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/><link rel="modulepreload" href="/c.js"/></head><p>é</p>';
    const out = lowerModulePreloadPriority(Buffer.from(page)).toString();
    expect(out).toBe(page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(lowerModulePreloadPriority(Buffer.from("<p>no scripts</p>")).toString()).toBe("<p>no scripts</p>");
  });
});
