import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as badgeLoader } from "#app/routes/badge.svg.ts";
import { action as editAction, loader as editLoader } from "#app/routes/therapist.edit-profile.tsx";
import { UNSTORABLE_MESSAGE } from "#app/http/storable.ts";
import { findPublicProfileById } from "#app/therapists/profile.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  APP_URL,
  appRequest,
  call,
  callForResponse,
  contextFor,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";
import { validApplication } from "../support/onboarding.ts";

let t: TestDatabase;
let services: AppServices;
let ownerCookie = "";
let therapistId = "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  ownerCookie = await signedInCookie(services, "editor@example.com");
  const a = validApplication();
  therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, phone, specialties, therapy_types, city, province, bio, status)
    VALUES ((SELECT id FROM users WHERE email = 'editor@example.com'), 'eddie-editor', 'Eddie', 'Editor', 'eddie@example.com', '416-555-0101',
      ${sql.array(a.specialties as string[], "text")}, ${sql.array(a.therapyTypes as string[], "text")}, 'Toronto', 'ON', ${String(a.bio)}, 'approved')
    RETURNING id`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("/therapist/edit-profile", () => {
  it("loads the owner's profile; another signed-in user gets Profile Not Found (404); signed out goes to login", async () => {
    const owner = (await call(
      editLoader as never,
      appRequest("/therapist/edit-profile", { cookie: ownerCookie }),
      contextFor(services),
    )) as { profile: { id: string } };
    expect(owner.profile.id).toBe(therapistId);
    const other = (await call(
      editLoader as never,
      appRequest("/therapist/edit-profile", { cookie: await signedInCookie(services, "nobody@example.com") }),
      contextFor(services),
    )) as { init: { status: number }; data: { profile: null } };
    expect(other.init.status).toBe(404);
    expect(other.data.profile).toBeNull();
    const visitor = await callForResponse(
      editLoader as never,
      appRequest("/therapist/edit-profile"),
      contextFor(services),
    );
    expect(visitor.headers.get("Location")).toBe(
      `/api/login?returnTo=${encodeURIComponent("/therapist/edit-profile")}`,
    );
  });

  it("saves a form posted without JavaScript and enqueues index-therapist", async () => {
    const form = {
      firstName: "Eddie",
      lastName: "Editor",
      email: "eddie@example.com",
      city: "Guelph",
      virtualSessionsPresent: "1",
      virtualSessions: "on",
      inPersonSessionsPresent: "1",
    };
    const result = (await call(
      editAction as never,
      appRequest("/therapist/edit-profile", { form, cookie: ownerCookie }),
      contextFor(services),
    )) as { data: { status: number } };
    expect(result.data.status).toBe(200);
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      city: "Guelph",
      virtualSessions: true,
      inPersonSessions: false,
    });
    const jobs = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'index-therapist' AND data->>'therapistId' = ${therapistId}`);
    expect(jobs).toBe(1);
    await signedInCookie(services, "else@example.com");
    // Another account's address is answered as any new address: the page says nothing about other accounts.
    const taken = (await call(
      editAction as never,
      appRequest("/therapist/edit-profile", { form: { ...form, email: "else@example.com" }, cookie: ownerCookie }),
      contextFor(services),
    )) as { data: { status: number; message: string; errors?: unknown } };
    expect(taken.data).toMatchObject({ status: 200, message: expect.stringContaining("confirmation link to else@") });
    expect(taken.data.errors).toBeUndefined();
  });

  it("refuses a specialty chosen twice with the form's inline message, and keeps the profile", async () => {
    const form = new URLSearchParams([
      ["specialties", "Anxiety"],
      ["specialties", "Anxiety"],
      ["specialtiesPresent", "1"],
    ]);
    const request = new Request(`${APP_URL}/therapist/edit-profile`, {
      method: "POST",
      headers: { Cookie: ownerCookie, Origin: APP_URL },
      body: form,
    });
    const refused = (await call(editAction as never, request, contextFor(services))) as {
      data: { status: number; errors: Record<string, string[]> };
    };
    expect(refused.data.status).toBe(400);
    expect(refused.data.errors.specialties).toEqual(["Each specialty may be chosen only once"]);
    expect((await findPublicProfileById(t.db, therapistId))?.specialties).toEqual(validApplication().specialties);
  });

  it("refuses text PostgreSQL cannot store (a NUL) with the form's inline message, not an error page", async () => {
    const form = { firstName: "Eddie", lastName: "Editor", email: "eddie@example.com", city: "Ham\u0000ilton" };
    const refused = (await call(
      editAction as never,
      appRequest("/therapist/edit-profile", { form, cookie: ownerCookie }),
      contextFor(services),
    )) as {
      data: { status: number; message: string; errors: Record<string, string[]>; values: Record<string, unknown> };
      init: { status: number };
    };
    expect([refused.init.status, refused.data.status, refused.data.message]).toEqual([
      400,
      400,
      "Please check the highlighted fields.",
    ]);
    expect(refused.data.errors).toEqual({ city: [UNSTORABLE_MESSAGE] });
    expect(refused.data.values).toMatchObject({ firstName: "Eddie", city: "Ham\u0000ilton" });
    expect((await findPublicProfileById(t.db, therapistId))?.city).toBe("Guelph");
  });
});

describe("GET /badge/{slug}.svg", () => {
  const badge = (file: string) =>
    callForResponse(
      ((args: { request: Request; context: never }) => badgeLoader({ ...args, params: { file } } as never)) as never,
      appRequest(`/badge/${file}`),
      contextFor(services),
    );

  it("serves the 240x60 SVG badge of an approved profile with a long cache, and 404 otherwise", async () => {
    const response = await badge("eddie-editor.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=604800/);
    const svg = await response.text();
    expect(svg).toContain('width="240" height="60"');
    expect(svg).toContain(">Verified on<");
    expect(svg).toContain('aria-label="Verified on Canadian Therapist Directory"');
    const french = await (await badge("eddie-editor.fr.svg")).text();
    expect(french).toContain(">Vérifié par le<");
    expect(french).toContain(">Répertoire canadien des thérapeutes<");
    expect(french).toContain('aria-label="Vérifié par le Répertoire canadien des thérapeutes"');
    expect(french).not.toContain("Verified");
    expect((await badge("eddie-editor.de.svg")).status).toBe(404);
    expect((await badge("nobody-here.svg")).status).toBe(404);
    expect((await badge("eddie-editor.png")).status).toBe(404);
  });
});
