import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices, latestToken, queuedEmails } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { rawRequest, requestHead, type RawResponse } from "../support/raw-http.ts";

// Login CSRF, over real HTTP: someone asks for a sign-in link for their own address and gets another person to
// open it. The link must not sign that person's browser into the asker's account unless they see the address and
// choose to continue; in the browser that asked, it signs in without a question.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;

const ORIGIN = "http://app.test";
const FROM_THIS_SITE = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };
/** A top-level navigation from another site's page (a webmail, a chat, an attacker's page). */
const FROM_ANOTHER_SITE = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" };
const ATTACKER = "attacker@example.com";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { APP_URL: ORIGIN });
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const setCookies = (response: RawResponse) =>
  [...response.headers.matchAll(/^set-cookie: *(.*)$/gim)].map((m) => m[1]!);
const cookieNamed = (response: RawResponse, name: string) =>
  setCookies(response).find((line) => line.startsWith(`${name}=`));
const signsIn = (response: RawResponse) => cookieNamed(response, "__session") !== undefined;
/** The document's titles: one, named as the screen is headed. */
const titles = (response: RawResponse) => [...response.body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

function get(target: string, headers: Record<string, string> = {}, cookie?: string) {
  return rawRequest(server.port, requestHead("GET", target, cookie ? { ...headers, Cookie: cookie } : headers));
}
function post(target: string, type: string, body: string, headers: Record<string, string>, cookie?: string) {
  const all = { ...headers, "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) };
  return rawRequest(server.port, requestHead("POST", target, cookie ? { ...all, Cookie: cookie } : all), body);
}
const postForm = (target: string, form: Record<string, string>, headers: Record<string, string>, cookie?: string) =>
  post(target, "application/x-www-form-urlencoded", new URLSearchParams(form).toString(), headers, cookie);

/** Asks for a link as a browser on this site does; answers the token and that browser's binding cookie. */
async function askForLink(
  email: string,
  language?: "en" | "fr",
): Promise<{ token: string; browser: string; setCookie: string }> {
  const response = await post(
    "/api/auth/request-magic-link",
    "application/json",
    JSON.stringify({ email, language }),
    FROM_THIS_SITE,
  );
  expect(response.status).toBe(200);
  const setCookie = cookieNamed(response, "__sign-in-browser") ?? "";
  return { token: await latestToken(services, email), browser: setCookie.split(";")[0]!, setCookie };
}

describe("the spec's GET /api/auth/verify-magic-link", () => {
  it("opened in another browser, signs nobody in (403) and uses nothing", async () => {
    const link = await askForLink(ATTACKER);
    const victim = await get(`/api/auth/verify-magic-link?token=${link.token}`, FROM_ANOTHER_SITE);
    expect(victim.status).toBe(403);
    expect(JSON.parse(victim.body)).toEqual({
      message:
        "This sign-in link was requested in another browser. Open it there, or open it here and confirm the address.",
    });
    expect(signsIn(victim)).toBe(false);
    // A victim that asked for a link of its own has a binding too: not this link's.
    const own = await askForLink("victim@example.com");
    const withOwn = await get(`/api/auth/verify-magic-link?token=${link.token}`, {}, own.browser);
    expect(withOwn.status).toBe(403);
    expect(signsIn(withOwn)).toBe(false);
    // The asker's own browser still signs in with it.
    const asker = await get(
      `/api/auth/verify-magic-link?token=${link.token}`,
      { "Sec-Fetch-Site": "same-origin" },
      link.browser,
    );
    expect(asker.status).toBe(200);
    expect(signsIn(asker)).toBe(true);
  });

  it("never signs in by a request from another site's page, even in the browser that asked", async () => {
    const link = await askForLink("asker@example.com");
    for (const site of ["cross-site", "same-site"]) {
      const response = await get(
        `/api/auth/verify-magic-link?token=${link.token}`,
        { "Sec-Fetch-Site": site },
        link.browser,
      );
      expect(response.status, site).toBe(403);
      expect(signsIn(response), site).toBe(false);
    }
    const typed = await get(
      `/api/auth/verify-magic-link?token=${link.token}`,
      { "Sec-Fetch-Site": "none" },
      link.browser,
    );
    expect(typed.status).toBe(200);
  });
});

describe("/auth/verify", () => {
  it("opened in another browser, asks 'Continue as …?' and signs in only when the person continues", async () => {
    const link = await askForLink(ATTACKER);
    const opened = await get(`/auth/verify?token=${link.token}`, FROM_ANOTHER_SITE);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatch(/Continue as <span[^>]*>attacker@example.com<\/span>\?/);
    expect(opened.body).toContain("No, don’t sign in");
    expect(signsIn(opened)).toBe(false);

    // The page's own form posting the token by itself (what the old page's script did) does not sign in.
    const bare = await postForm("/auth/verify", { token: link.token }, FROM_THIS_SITE);
    expect(signsIn(bare)).toBe(false);
    expect(bare.body).toMatch(/Continue as <span[^>]*>attacker@example.com<\/span>\?/);
    // Another site cannot press Continue for the person.
    const forged = await postForm(
      "/auth/verify",
      { token: link.token, intent: "continue" },
      {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    );
    // refused before any action runs: by React Router's own origin check (400) or the site's (403)
    expect([400, 403]).toContain(forged.status);
    expect(signsIn(forged)).toBe(false);

    const continued = await postForm("/auth/verify", { token: link.token, intent: "continue" }, FROM_THIS_SITE);
    expect(continued.status).toBe(200);
    expect(continued.body).toContain("Login Successful!");
    expect(signsIn(continued)).toBe(true);
  });

  it("in the browser that asked, signs in without asking (the link opened from a webmail is cross-site)", async () => {
    const link = await askForLink("own-browser@example.com");
    const opened = await get(`/auth/verify?token=${link.token}`, FROM_ANOTHER_SITE, link.browser);
    expect(opened.body).toContain("Verifying Your Link");
    expect(titles(opened)).toEqual(["Signing In | Canadian Therapist Directory"]);
    // the page's words travel in its data too: what it shows is what counts
    expect(opened.body.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Continue as");
    expect(signsIn(opened)).toBe(false); // opening uses nothing; the page posts
    const posted = await postForm("/auth/verify", { token: link.token }, FROM_THIS_SITE, link.browser);
    expect(posted.body).toContain("Login Successful!");
    // without scripts this answer is the page shown: titled as it is headed, not by the loader's used link
    expect(titles(posted)).toEqual(["Login Successful! | Canadian Therapist Directory"]);
    expect(signsIn(posted)).toBe(true);
    const again = await postForm("/auth/verify", { token: link.token }, FROM_THIS_SITE, link.browser);
    expect(titles(again)).toEqual(["Verification Failed | Canadian Therapist Directory"]);
  });
});

describe("/fr/connexion/verifier (the link of a sign-in asked for in French)", () => {
  const LINK_PAGE = "/fr/connexion/verifier";

  it("is the page the French email links to; opened in another browser, it asks in French and signs in only on Continuer", async () => {
    const link = await askForLink("attaquant@example.com", "fr");
    const [email] = (await queuedEmails(services)).filter((m) => m.to === "attaquant@example.com");
    expect(email?.text).toContain(`${ORIGIN}${LINK_PAGE}?token=${link.token}`);
    const opened = await get(`${LINK_PAGE}?token=${link.token}`, FROM_ANOTHER_SITE);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('<html lang="fr-CA">');
    expect(opened.body).toMatch(/Continuer en tant que <span[^>]*>attaquant@example.com<\/span>\?/);
    expect(signsIn(opened)).toBe(false);
    const bare = await postForm(LINK_PAGE, { token: link.token }, FROM_THIS_SITE);
    expect(signsIn(bare)).toBe(false);
    expect(bare.body).toMatch(/Continuer en tant que <span[^>]*>attaquant@example.com<\/span>\?/);
    const continued = await postForm(LINK_PAGE, { token: link.token, intent: "continue" }, FROM_THIS_SITE);
    expect(continued.status).toBe(200);
    expect(continued.body).toContain("Connexion réussie!");
    expect(signsIn(continued)).toBe(true);
  });

  it("in the browser that asked, signs in without asking", async () => {
    const link = await askForLink("navigateur@example.com", "fr");
    const opened = await get(`${LINK_PAGE}?token=${link.token}`, FROM_ANOTHER_SITE, link.browser);
    expect(opened.body).toContain("Vérification de votre lien");
    expect(opened.body.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Continuer en tant que");
    expect(signsIn(opened)).toBe(false);
    const posted = await postForm(LINK_PAGE, { token: link.token }, FROM_THIS_SITE, link.browser);
    expect(posted.body).toContain("Connexion réussie!");
    expect(signsIn(posted)).toBe(true);
  });
});

describe("the binding cookie", () => {
  const BINDING = /^__sign-in-browser=([^;]+); Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/;

  it("is set by the API and the /login form: HttpOnly, SameSite=Lax, 15 minutes; the database keeps its hash", async () => {
    const link = await askForLink("cookie@example.com");
    expect(link.setCookie).toMatch(BINDING);
    const form = await postForm("/login", { email: "form@example.com" }, FROM_THIS_SITE);
    expect(cookieNamed(form, "__sign-in-browser")).toMatch(BINDING);

    const value = z
      .string()
      .parse(JSON.parse(Buffer.from(decodeURIComponent(BINDING.exec(link.setCookie)![1]!), "base64").toString()));
    const stored = await t.db.oneFirst(sql.type(z.object({ h: z.string().nullable() }))`
      SELECT browser_hash AS h FROM magic_link_tokens WHERE email = 'cookie@example.com'`);
    expect(stored).toBe(createHash("sha256").update(value).digest("hex"));
  });
});
