import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { UNSTORABLE_MESSAGE } from "#app/http/storable.ts";
import { DEMO_ADMIN_EMAIL } from "#indexer/seed/seed.server.ts";
import { FORM_BODY_LIMIT } from "../../server/request-edge.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices, signedInCookie } from "../support/auth.ts";
import type { TestDatabase } from "../support/db.ts";
import { createDirectoryDb } from "../support/directory.ts";
import { rawRequest, requestHead, type RawResponse } from "../support/raw-http.ts";

// Requests that once answered 500 or leaked internals: each now gets a 4xx with a clear message (API:
// { message, errors }; pages: the form's errors or the 400/404 page), bodies are capped at the edge, and a
// refused request stores nothing.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let slug: string;
let postSlug: string;

const SAME_ORIGIN = { Origin: "http://app.test" };
const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(server.port, requestHead("GET", target, headers));
function post(target: string, contentType: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const all = {
    ...SAME_ORIGIN,
    "Content-Type": contentType,
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  };
  return rawRequest(server.port, requestHead("POST", target, all), body);
}
const json = (response: RawResponse) =>
  JSON.parse(response.body) as { message: string; errors?: Record<string, string[]> };
const BAD_MULTIPART = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nnobody@example.com';
const count = async (table: "contact_inquiries" | "magic_link_tokens" | "therapist_submissions") =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([table])}`);

beforeAll(async () => {
  t = await createDirectoryDb();
  services = await createTestServices(t, { APP_URL: "http://app.test" });
  server = await startAppServer(services);
  slug = await t.db.oneFirst(
    sql.type(
      z.object({ slug: z.string() }),
    )`SELECT slug FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`,
  );
  postSlug = await t.db.oneFirst(
    sql.type(
      z.object({ slug: z.string() }),
    )`SELECT slug FROM blog_posts WHERE status = 'published' ORDER BY slug LIMIT 1`,
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

describe("a NUL byte never reaches PostgreSQL", () => {
  it("GET /api/therapists?city=%00nul is a 400 with a field error", async () => {
    const response = await get("/api/therapists?city=%00nul");
    expect(response.status).toBe(400);
    expect(json(response).errors?.city?.[0]).toMatch(/character/i);
  });
  it("GET /?city=%00x is the 400 page", async () => {
    const response = await get("/?city=%00x");
    expect(response.status).toBe(400);
    expect(response.body).toContain("<h1");
    expect(response.body).toMatch(/Bad Request|could not be read/i);
  });
  it("the 400 page for a NUL byte in an address says why in the page's language", async () => {
    const english = await get("/blog?specialty=%00x");
    expect(english.status).toBe(400);
    expect(english.body).toContain("The address contains a character that is not allowed.");
    const french = await get("/fr/blogue?specialty=%00x");
    expect(french.status).toBe(400);
    expect(french.body).toContain("400 Requête invalide");
    expect(french.body).toContain("L’adresse contient un caractère qui n’est pas permis.");
    expect(french.body).not.toContain("The address contains");
  });
  it("GET /therapists/%00 is the 404 page", async () => {
    const response = await get("/therapists/%00");
    expect(response.status).toBe(404);
    expect(response.body).toContain("404 Page Not Found");
  });
  it("GET /api/therapists/by-slug/%00 is a JSON 404", async () => {
    const response = await get("/api/therapists/by-slug/%00");
    expect(response.status).toBe(404);
    expect(json(response).message).toBeTruthy();
  });
});

describe("capitals in a page's address", () => {
  it("send the visitor to the lower-case address, its query kept, and that page is whole (no message keys)", async () => {
    const slug = await services.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE status = 'approved' LIMIT 1`,
    );
    for (const [asked, lowered] of [
      [`/Therapists/${slug.toUpperCase()}?tab=location`, `/therapists/${slug}?tab=location`],
      ["/FR", "/fr"],
      ["/fr/Enjeux/anxiete", "/fr/enjeux/anxiete"],
      ["/ONTARIO/Toronto", "/ontario/toronto"],
      [`/Blog/${postSlug.toUpperCase()}?ref=Mail`, `/blog/${postSlug}?ref=Mail`],
      [`/fr/Blogue/${postSlug.toUpperCase()}`, `/fr/blogue/${postSlug}`],
    ] as const) {
      const response = await get(asked);
      expect(response.status, asked).toBe(301);
      expect(/^location: (.*)$/im.exec(response.headers)?.[1]?.trim(), asked).toBe(lowered);
      const page = await get(lowered);
      expect(page.status, lowered).toBe(200);
      expect(page.body, lowered).not.toMatch(/\[[a-z]+\.[a-zA-Z.]+\]/);
    }
  });
  it("leave the API's addresses as they are: a slug asked with capitals is found as it is stored", async () => {
    expect((await get("/api/therapists/by-slug/NOBODY")).status).toBe(404);
    for (const asked of [
      `/api/therapists/by-slug/${slug.toUpperCase()}`,
      `/api/blog-posts/by-slug/${postSlug.toUpperCase()}`,
    ]) {
      const response = await get(asked);
      expect(response.status, asked).toBe(200);
      expect(json(response), asked).toMatchObject({ slug: expect.stringMatching(/^[a-z0-9_-]+$/) });
    }
  });
});

describe("over-long and mistyped bodies", () => {
  it("GET /api/auth/verify-magic-link with a 300-character token is a 400", async () => {
    const response = await get(`/api/auth/verify-magic-link?token=${"a".repeat(300)}`);
    expect(response.status).toBe(400);
    expect(json(response).errors?.token).toBeDefined();
  });
  it("POST /login with a JSON body or a malformed multipart body is a 400 and sends nothing", async () => {
    const before = await count("magic_link_tokens");
    const asJson = await post("/login", "application/json", JSON.stringify({ email: "nobody@example.com" }));
    expect(asJson.status).toBe(400);
    const multipart = await post("/login", "multipart/form-data; boundary=x", BAD_MULTIPART);
    expect(multipart.status).toBe(400);
    expect(multipart.body).toMatch(/form/i);
    expect(await count("magic_link_tokens")).toBe(before);
  });
  it("POST /auth/verify with a 300-character token or a JSON body is a 400", async () => {
    const long = await post("/auth/verify", "application/x-www-form-urlencoded", `token=${"a".repeat(300)}`);
    expect(long.status).toBe(400);
    const asJson = await post("/auth/verify", "application/json", JSON.stringify({ token: "abc" }));
    expect(asJson.status).toBe(400);
  });
  it("the sign-in pages refuse a body that is not a form in words of the page's language, never message ids", async () => {
    const pages = [
      ["/login", "Sign In"],
      ["/fr/connexion", "Connexion"],
      ["/auth/verify", "Verification Failed"],
      ["/fr/connexion/verifier", "Échec de la vérification"],
    ] as const;
    for (const [path, heading] of pages) {
      const response = await post(path, "application/json", JSON.stringify({ email: "a@b.co", token: "abc" }));
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain(heading);
      expect(response.body, path).not.toMatch(/\[[a-z]+\.[a-zA-Z.]+\]/);
    }
  });
  it("the emailed links' pages refuse a body that is not a form with the 400 page and its message, never a 404 or message ids", async () => {
    const pages = [
      ["/availability/update", "The form could not be read."],
      ["/availability/confirm", "The form could not be read."],
      ["/inquiry/replied", "The form could not be read."],
      ["/account/confirm-email", "The form could not be read."],
      ["/fr/disponibilite/confirmer", "Le formulaire n’a pas pu être lu."],
    ] as const;
    for (const [path, message] of pages) {
      const response = await post(path, "application/json", JSON.stringify({ token: ["a"] }));
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain(message);
      expect(response.body, path).toMatch(/<title>(400 Bad Request|400 Requête invalide)/);
      expect(response.body, path).not.toContain("404");
      expect(response.body, path).not.toMatch(/\[[a-z]+\.[a-zA-Z.]+\]/);
    }
  });
  it("every page's form refuses a body that is not a form without showing a message id, signed in or not", async () => {
    const therapist = await signedInCookie(services, "no-form@example.com");
    const admin = await signedInCookie(services, DEMO_ADMIN_EMAIL, "admin");
    const pages = [
      "/",
      "/fr",
      "/account",
      "/fr/compte",
      `/therapists/${slug}`,
      `/fr/therapeutes/${slug}`,
      `/blog/${postSlug}`,
      `/blog/${postSlug}/edit`,
      "/blog/create",
      "/therapist/dashboard",
      "/fr/therapeute/tableau-de-bord",
      "/therapist/edit-profile",
      "/fr/therapeute/modifier-le-profil",
      "/therapist/signup?plan=free",
      "/fr/therapeute/inscription?plan=free",
      "/admin",
      "/admin/jobs",
      "/admin/link-therapists",
      "/admin/edit-therapist/nobody%40example.com",
      "/dev/billing-portal",
    ];
    const found: string[] = [];
    for (const path of pages)
      for (const [who, cookie] of [
        ["therapist", therapist],
        ["admin", admin],
      ] as const) {
        const response = await post(path, "application/json", JSON.stringify({ intent: "x" }), { Cookie: cookie });
        if (response.status >= 500) found.push(`${path} (${who}): ${response.status}`);
        const ids = response.body.match(/\[[a-z-]+\.[a-zA-Z.]+\]/g);
        if (ids) found.push(`${path} (${who}): ${[...new Set(ids)].join(" ")}`);
      }
    expect(found).toEqual([]);
  });
  it("a NUL byte in the sign-in address is the field's error, and in a link's token an invalid link, in the page's language", async () => {
    const before = await count("magic_link_tokens");
    const form = "application/x-www-form-urlencoded";
    const refusals = [
      ["/login", "email=a%00@example.com", "Please enter a valid email address"],
      ["/fr/connexion", "email=a%00@example.com", "Veuillez entrer une adresse courriel valide"],
      ["/auth/verify", "token=%00", "Invalid or expired magic link"],
      ["/fr/connexion/verifier", "token=%00", "Lien magique invalide ou expiré"],
    ] as const;
    for (const [path, body, message] of refusals) {
      const response = await post(path, form, body);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain(message);
      expect(response.body, path).not.toMatch(/\[[a-z]+\.[a-zA-Z.]+\]/);
    }
    expect((await post("/login", form, "email=a%00@example.com")).body).toMatch(/<input[^>]*name="email"/);
    expect(await count("magic_link_tokens")).toBe(before);
  });
  it("POST /therapists/{slug} with a JSON or malformed multipart body is a 400 and stores no inquiry", async () => {
    const before = await count("contact_inquiries");
    const asJson = await post(`/therapists/${slug}`, "application/json", JSON.stringify({ name: "A", message: "Hi" }));
    expect(asJson.status).toBe(400);
    const multipart = await post(`/therapists/${slug}`, "multipart/form-data; boundary=x", BAD_MULTIPART);
    expect(multipart.status).toBe(400);
    expect(await count("contact_inquiries")).toBe(before);
  });
  it("a NUL byte in a page's form comes back on the form, beside its field (400), and nothing is stored", async () => {
    const before = await count("contact_inquiries");
    const form = new URLSearchParams({
      name: "Nul Visitor",
      email: "nul@example.org",
      message: "Hello\u0000there",
    }).toString();
    const response = await post(`/therapists/${slug}`, "application/x-www-form-urlencoded", form);
    expect(response.status).toBe(400);
    expect(response.body).toContain('id="contact-message-error"');
    expect(response.body).toContain(UNSTORABLE_MESSAGE);
    expect(response.body).toContain("Please check the highlighted fields.");
    expect(await count("contact_inquiries")).toBe(before);
  });
  it("on a French page, a body that is not a form and a NUL byte in a field are refused in French", async () => {
    const before = await count("contact_inquiries");
    const page = `/fr/therapeutes/${slug}`;
    const asJson = await post(page, "application/json", JSON.stringify({ name: "A", message: "Salut" }));
    expect(asJson.status).toBe(400);
    expect(asJson.body).toContain("Le formulaire n’a pas pu être lu.");
    expect(asJson.body).not.toContain("The form could not be read");
    const form = new URLSearchParams({ name: "Nul", email: "nul@example.org", message: "Bonjour\u0000" }).toString();
    const nul = await post(page, "application/x-www-form-urlencoded", form);
    expect(nul.status).toBe(400);
    expect(nul.body).toContain("Ce champ contient un caractère qui n’est pas permis (comme un octet NUL).");
    expect(nul.body).not.toContain(UNSTORABLE_MESSAGE);
    expect(await count("contact_inquiries")).toBe(before);
  });
  it("a NUL byte in the application form comes back on the form, the typed text kept, and nothing is stored", async () => {
    const before = await count("therapist_submissions");
    const cookie = await signedInCookie(services, "nul.form@example.com");
    const form = new URLSearchParams({
      firstName: "Avery",
      lastName: "Nul\u0000",
      email: "nul.form@example.com",
    }).toString();
    const response = await post("/therapist/signup?plan=free", "application/x-www-form-urlencoded", form, {
      Cookie: cookie,
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('id="field-lastName-error"');
    expect(response.body).toContain(UNSTORABLE_MESSAGE);
    expect(response.body).toContain('value="Avery"');
    expect(await count("therapist_submissions")).toBe(before);
  });
  it("a NUL byte in a JSON body is a 400 with the field named, and nothing is stored", async () => {
    const before = await count("therapist_submissions");
    const cookie = await signedInCookie(services, "nul.applicant@example.com");
    const response = await post(
      "/api/therapist-submissions",
      "application/json",
      JSON.stringify({ firstName: "A\u0000", lastName: "B" }),
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    expect(json(response).errors?.firstName?.[0]).toMatch(/character/i);
    expect(await count("therapist_submissions")).toBe(before);
  });
});

describe("the Host header is checked at the edge", () => {
  it("GET / with Host: x:abc is a 400", async () => {
    const response = await get("/", { Host: "x:abc" });
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/Host/);
  });
  it("GET /api/therapists with Host: [::1 is a JSON 400", async () => {
    const response = await get("/api/therapists", { Host: "[::1" });
    expect(response.status).toBe(400);
    expect(json(response).message).toMatch(/Host/);
  });
  it("a good Host still works", async () => {
    expect((await get("/api/therapists/filters/cities", { Host: "[::1]:3000" })).status).toBe(200);
  });
});

describe("request bodies are capped at the edge", () => {
  it("a form over the limit is a 413 as soon as Content-Length says so", async () => {
    const response = await rawRequest(
      server.port,
      requestHead("POST", "/login", {
        ...SAME_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(10 * 1024 * 1024),
      }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatch(/too large/i);
  });
  it("a chunked JSON body that grows past the limit is a JSON 413", async () => {
    const chunk = `{"email":"cut.short@example.com","padding":"${"a".repeat(200 * 1024)}"}`;
    const body = `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
    const head = requestHead("POST", "/api/auth/request-magic-link", {
      ...SAME_ORIGIN,
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
    });
    const response = await rawRequest(server.port, head, body);
    expect(response.status).toBe(413);
    expect(json(response).message).toMatch(/too large/i);
  });
  it("a photo upload may be larger than a form, up to the photo limit", async () => {
    const cookie = await signedInCookie(services, DEMO_ADMIN_EMAIL, "admin");
    const big = await rawRequest(
      server.port,
      requestHead("POST", "/api/profile-images", {
        ...SAME_ORIGIN,
        Cookie: cookie,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(6 * 1024 * 1024),
      }),
    );
    expect(big.status).toBe(413);
    const medium = await post(
      "/api/profile-images",
      "multipart/form-data; boundary=x",
      Buffer.alloc(1024 * 1024, 120),
      { Cookie: cookie },
    );
    expect(medium.status).toBe(400);
    const png = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(FORM_BODY_LIMIT);
    const framed = Buffer.concat([
      Buffer.from(
        '--photo-boundary-1\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from("\r\n--photo-boundary-1--\r\n"),
    ]);
    const photo = await post("/api/profile-images", "multipart/form-data; boundary=photo-boundary-1", framed, {
      Cookie: cookie,
    });
    expect(photo.status, photo.body).toBe(201);
    expect(json(photo)).toHaveProperty("objectPath");
  });
  it("a profile form that takes its photo with it may be as large as a photo upload; other forms may not", async () => {
    const cookie = await signedInCookie(services, "photo-form@example.com");
    const photo = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(FORM_BODY_LIMIT);
    const framed = Buffer.concat([
      Buffer.from(
        '--form-boundary-7\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nPhoto\r\n' +
          '--form-boundary-7\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      photo,
      Buffer.from("\r\n--form-boundary-7--\r\n"),
    ]);
    for (const path of [
      "/therapist/signup?plan=free",
      "/fr/therapeute/inscription?plan=free",
      "/therapist/edit-profile",
    ]) {
      const answer = await post(path, "multipart/form-data; boundary=form-boundary-7", framed, { Cookie: cookie });
      // read and answered by the page (the application's field errors; no listing to edit): not refused at the edge
      expect(answer.status, path).not.toBe(413);
      expect(answer.status, path).toBeLessThan(500);
      // the application refused for its other fields keeps the photo it stored, to show on the form again
      if (path !== "/therapist/edit-profile") {
        expect(answer.status, path).toBe(400);
        expect(answer.body, path).toMatch(/\/uploads\/profile-images\/[0-9a-f-]+\.webp/);
      }
    }
    const elsewhere = await post("/account", "multipart/form-data; boundary=form-boundary-7", framed, {
      Cookie: cookie,
    });
    expect(elsewhere.status).toBe(413);
  });
});
