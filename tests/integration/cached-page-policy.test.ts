import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices } from "../support/auth.ts";
import type { TestDatabase } from "../support/db.ts";
import { createDirectoryDb } from "../support/directory.ts";

// A page a shared cache keeps (here the page micro-cache; a CDN alike) is replayed to every visitor with its
// headers. Its Content-Security-Policy carries no per-request nonce (one replayed to everyone is no secret): it
// admits exactly the page's inline scripts, by the SHA-256 of the bytes served, React Router's hydration data
// included.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;

beforeAll(async () => {
  t = await createDirectoryDb();
  services = await createTestServices(t, { PAGE_CACHE_MS: "5000" });
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const visit = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { Host: "app.test" } });
  return { response, body: await response.text(), policy: response.headers.get("content-security-policy") ?? "" };
};

/** Every inline script the browser would run (all but JSON data blocks and external ones), as its hash. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"|\ssrc=/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
}

for (const path of ["/", "/blog", "/ontario/toronto", "/pricing"]) {
  it(`${path}: two visitors get one copy whose policy admits its own scripts by hash, with no nonce`, async () => {
    const first = await visit(path);
    const second = await visit(path);
    expect(first.response.status).toBe(200);
    expect(second.response.headers.get("x-cache")).toMatch(/^(?:HIT|STALE)$/);
    expect(second.body).toBe(first.body);
    for (const { body, policy } of [first, second]) {
      expect(policy).not.toContain("'nonce-");
      expect(body).not.toMatch(/\snonce="/);
      const scripts = inlineScripts(body);
      expect(scripts.length).toBeGreaterThanOrEqual(4); // scroll restoration, context, data, boot, route modules
      const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
      expect(allowed.at(-1)).toBe("'strict-dynamic'");
      expect(new Set(allowed.slice(0, -1))).toEqual(new Set(scripts));
    }
  });
}
