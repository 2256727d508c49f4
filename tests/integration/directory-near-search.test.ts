import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { directoryServices, createDirectoryDb } from "../support/directory.ts";
import { capturedLogger } from "../support/logger.ts";
import { fsaPointOf, officeKm } from "../support/search-oracle-near.ts";
import type { Therapist } from "../support/search-model.ts";

// "Near (postal code)" through the real HTTP application, its logger at debug: the API's near and radiusKm against
// the demo data's rows, its 400s, and the filter panel posted without JavaScript, which lands on the URL with the
// postal code's first three characters only; the whole code is in no log line and no answer.

let t: TestDatabase;
let server: AppServer;
const { lines, logger } = capturedLogger("debug");
/** The approved listings as stored: what the distances are worked out from, apart from the code under test. */
let rows: Array<Pick<Therapist, "slug" | "city" | "inPersonSessions">> = [];

beforeAll(async () => {
  t = await createDirectoryDb();
  server = await startAppServer(directoryServices(t, logger));
  const Row = z.object({ slug: z.string(), city: z.string(), inPersonSessions: z.boolean() });
  rows = [
    ...(await t.db.any(sql.type(Row)`
      SELECT slug, city, in_person_sessions AS "inPersonSessions" FROM therapists WHERE status = 'approved'`)),
  ];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

type Item = { id: string; slug: string; distanceKm?: number | null; inPersonSessions: boolean };
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
async function api(query: string) {
  const response = await fetch(url(`/api/therapists?${query}`));
  return {
    status: response.status,
    body: (await response.json()) as {
      total: number;
      therapists: Item[];
      near: { fsa: string; known: boolean } | null;
    },
  };
}
const kmOf = (slug: string) =>
  officeKm(
    rows.find((r) => r.slug === slug)!,
    fsaPointOf("M5V"),
  );

describe("near a postal area, in the API", () => {
  it("keeps the offices within the radius, nearest first, each with its distance", async () => {
    const { status, body } = await api("near=M5V&radiusKm=25&limit=50");
    expect(status).toBe(200);
    expect(body.total).toBe(rows.filter((r) => officeKm(r, fsaPointOf("M5V")) <= 25).length);
    expect(body.total).toBeGreaterThan(0);
    const distances = body.therapists.map((item) => item.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of body.therapists) expect(item.distanceKm).toBe(Math.round(kmOf(item.slug) * 10) / 10);
  });

  it("without a radius orders every listing, those with no office (online only) last with no distance", async () => {
    const { body } = await api("near=M5V&limit=50&page=6");
    expect(body.total).toBe(rows.length);
    const online = body.therapists.filter((item) => item.distanceKm === null);
    expect(online.every((item) => !item.inPersonSessions)).toBe(true);
    const last = await api(`near=M5V&limit=50&page=${Math.ceil(rows.length / 50)}`);
    expect(last.body.therapists.at(-1)!.distanceKm).toBeNull();
    const rated = await api("near=M5V&sortBy=rating&limit=5");
    expect(rated.body.therapists.every((item) => item.distanceKm !== undefined)).toBe(true);
  });

  it.each([
    ["near=M5V%202T6", "near"],
    ["near=m5v2t6", "near"],
    ["near=M5V&radiusKm=7", "radiusKm"],
    ["radiusKm=10", "radiusKm"],
  ])("%s is a 400 naming %s, never repeating the code", async (query, field) => {
    const response = await fetch(url(`/api/therapists?${query}`));
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(Object.keys((JSON.parse(text) as { errors: object }).errors)).toContain(field);
    expect(text).not.toMatch(/2T6/i);
  });

  it("an FSA the list does not know is not found, not an error: searched as if none were given, the answer says so", async () => {
    const unknown = await api("near=M0Z&limit=5");
    const plain = await api("limit=5");
    expect(unknown.body.near).toEqual({ fsa: "M0Z", known: false });
    expect(unknown.body.total).toBe(plain.body.total);
    expect(unknown.body.therapists.map((item) => item.id)).toEqual(plain.body.therapists.map((item) => item.id));
    expect(unknown.body.therapists.map((item) => item.distanceKm)).toEqual(
      plain.body.therapists.map((item) => item.distanceKm),
    );
    expect((await api("near=M5V&limit=1")).body.near).toEqual({ fsa: "M5V", known: true });
    expect(plain.body.near).toBeNull();
  });
});

describe("a directory URL", () => {
  it("carrying more of a postal code than its FSA is sent to the FSA's, so the page makes no link with the rest", async () => {
    for (const [asked, sent] of [
      ["/?near=M5V%202T6", "/?near=M5V"],
      ["/fr?near=m5v2t6&city=Toronto", "/fr?near=M5V&city=Toronto"],
      ["/?near=M5V&near=M5V%202T6", "/?near=M5V"],
      ["/?near=%20-&page=2", "/?page=2"],
    ]) {
      const response = await fetch(url(asked!), { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(sent);
    }
    for (const kept of ["/?near=M5V", "/?near=HEL", "/fr?near=M0Z"])
      expect((await fetch(url(kept), { redirect: "manual" })).status).toBe(200);
  });
});

describe("the filter panel posted without JavaScript", () => {
  it("redirects to the search's URL with the FSA only, in English and French, and logs no part of the code", async () => {
    const before = lines.length;
    const post = (path: string, fields: Record<string, string>) =>
      fetch(url(path), {
        method: "POST",
        redirect: "manual",
        headers: { "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams(fields),
      });
    const english = await post("/?index", { query: "", near: "M5V 2T6", radiusKm: "10", sortBy: "", city: "" });
    expect(english.status).toBe(303);
    expect(english.headers.get("location")).toBe("/?near=M5V&radiusKm=10#directory");
    const french = await post("/fr", { near: "m5v-2t6", sortBy: "rating" });
    expect(french.headers.get("location")).toBe("/fr?near=M5V&sortBy=rating#directory");
    const page = await fetch(url(english.headers.get("location")!));
    expect(await page.text()).toContain("about 1 km");
    expect(await (await fetch(url("/fr?near=M5V"))).text()).toContain("à environ 1 km");
    const typo = await post("/?index", { near: "hello" });
    expect(typo.headers.get("location")).toBe("/?near=HEL#directory");
    expect(await (await fetch(url("/?near=HEL"))).text()).toContain("Enter a Canadian postal code, such as M5V 2T6.");
    expect(await (await fetch(url("/?near=M0Z"))).text()).toContain("We do not know the postal area M0Z in Ontario.");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const written = lines.slice(before).join("");
    expect(written).toContain('"method":"POST"');
    expect(written).not.toMatch(/2T6|hello/i);
  });
});
