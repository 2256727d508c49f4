import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Through the real HTTP application: the header's Sign out, as a browser without scripts sends it, signs this browser
// out and lands on the directory in the language of the page it was pressed on.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const origin = () => `http://127.0.0.1:${server.port}`;
const send = (path: string, init: RequestInit = {}) => fetch(`${origin()}${path}`, { redirect: "manual", ...init });

/** The header's sign-out form on a page: its action and the fields it posts. */
async function signOutForm(page: string, cookie: string) {
  const html = await (await send(page, { headers: { Cookie: cookie } })).text();
  const form =
    /<form[^>]*action="([^"]*)"[^>]*>((?:(?!<\/form>)[\s\S])*?Sign out|(?:(?!<\/form>)[\s\S])*?Se déconnecter)/.exec(
      html,
    );
  if (!form) throw new Error(`No sign-out form on ${page}`);
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? "");
  }
  return { action: form[1]!, fields };
}

describe("signing out from the header", () => {
  it.each([
    ["/fr/tarifs", "/fr"],
    ["/fr/connexion", "/fr"],
    ["/pricing", "/"],
  ])("from %s lands on %s, signed out", async (page, home) => {
    const cookie = await signedInCookie(services, `out-${page.replaceAll("/", "-")}@example.com`);
    const { action, fields } = await signOutForm(page, cookie);
    const response = await send(action, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin(), "Content-Type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(home);
    expect((await send("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("signs out a request without a body (a client that posts nothing) and goes to the English directory", async () => {
    const cookie = await signedInCookie(services, "bodiless@example.com");
    const response = await send("/logout", { method: "POST", headers: { Cookie: cookie, Origin: origin() } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect((await send("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
