import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices } from "../support/auth.ts";
import { approvedTherapist } from "../support/blog.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Through the real HTTP application: the dashboard's Mark replied and Close (no reply needed), posted as the plain
// form posts them (no JavaScript) and as the scripted page does (.data). A therapist marks only messages to their
// own listing: another's message is refused and left as it was, ids and states that do not parse get a 400.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let mine: { id: string; cookie: string };
let theirs: { id: string; cookie: string };

const State = z.object({ state: z.string(), answeredBy: z.string().nullable(), repliedInTime: z.boolean() });
const stateOf = (id: string) =>
  t.db.one(sql.type(State)`
    SELECT state, answered_by AS "answeredBy", replied_in_time AS "repliedInTime" FROM contact_inquiries
    WHERE id = ${id}`);

let counter = 0;
async function inquiryTo(therapistId: string): Promise<string> {
  const email = `visitor-${++counter}@example.org`;
  const outcome = await submitInquiry(services, {
    therapistId,
    posted: { name: `Visitor ${counter}`, email, message: "Hello, are you taking new clients this month?" },
    ip: `198.51.100.${counter}`,
  });
  expect(outcome.kind).toBe("sent");
  return t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`SELECT id FROM contact_inquiries WHERE email = ${email}`);
}

/** What a browser on the app's own page sends with a form post. */
const BROWSER = () => ({ Origin: `http://127.0.0.1:${server.port}`, "Sec-Fetch-Site": "same-origin" });

function post(path: string, cookie: string, form: Record<string, string>) {
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: "POST",
    headers: { ...BROWSER(), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
}
const mark = (cookie: string, inquiryId: string, state: string, path = "/therapist/dashboard") =>
  post(path, cookie, { intent: "mark-inquiry", inquiryId, state });
/** What the dashboard shows (its words travel in its data too, where a button's label is whether shown or not). */
const dashboard = async (cookie: string) =>
  (
    await (
      await fetch(`http://127.0.0.1:${server.port}/therapist/dashboard`, {
        headers: { Cookie: cookie },
      })
    ).text()
  ).replace(/<script[\s\S]*?<\/script>/g, "");

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { PAGE_CACHE_MS: "0" });
  server = await startAppServer(services);
  mine = await approvedTherapist(services, "marks-mine@example.com", { first: "Mara", last: "Mine" });
  theirs = await approvedTherapist(services, "marks-theirs@example.com", { first: "Theo", last: "Theirs" });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

describe("the dashboard's Mark replied and Close, over HTTP", () => {
  it("Mark replied (a plain form post) marks the therapist's own message replied, in time, and the list says so", async () => {
    const id = await inquiryTo(mine.id);
    expect(await dashboard(mine.cookie)).toContain("Mark replied");
    const response = await mark(mine.cookie, id, "replied");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Marked replied.");
    expect(await stateOf(id)).toEqual({ state: "replied", answeredBy: "therapist", repliedInTime: true });
    const page = await dashboard(mine.cookie);
    expect(page).toMatch(/>Replied<\/span>/);
    expect(page).not.toContain("Mark replied");
  });

  it("Close (no reply needed), posted as the scripted page posts it, closes a new message once", async () => {
    const id = await inquiryTo(mine.id);
    const closed = await mark(mine.cookie, id, "closed", "/therapist/dashboard.data");
    expect(closed.status).toBe(200);
    expect(await closed.text()).toContain("Closed.");
    expect(await stateOf(id)).toEqual({ state: "closed", answeredBy: "therapist", repliedInTime: false });
    const again = await mark(mine.cookie, id, "closed");
    expect(again.status).toBe(404);
    expect(await stateOf(id)).toMatchObject({ state: "closed" });
  });

  it("another therapist's message is refused (404, not found) and stays new, by either mark and either way", async () => {
    const id = await inquiryTo(theirs.id);
    for (const [state, path] of [
      ["replied", "/therapist/dashboard"],
      ["closed", "/therapist/dashboard"],
      ["replied", "/therapist/dashboard.data"],
    ] as const) {
      const response = await mark(mine.cookie, id, state, path);
      expect(response.status, `${state} ${path}`).toBe(404);
      expect(await response.text()).toContain("That message was not found.");
    }
    expect(await stateOf(id)).toEqual({ state: "new", answeredBy: null, repliedInTime: false });
    expect(await dashboard(mine.cookie)).not.toContain("Visitor 3");
    expect((await mark(theirs.cookie, id, "replied")).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ state: "replied" });
  });

  it("ids and states that do not parse get a 400 with the page's message, never a 500; an unknown id a 404", async () => {
    const id = await inquiryTo(mine.id);
    const cases: Record<string, string>[] = [
      { intent: "mark-inquiry", inquiryId: "not-a-uuid", state: "replied" },
      { intent: "mark-inquiry", inquiryId: "1; DROP TABLE contact_inquiries", state: "closed" },
      { intent: "mark-inquiry", inquiryId: `${id}0`, state: "replied" },
      { intent: "mark-inquiry", inquiryId: "", state: "replied" },
      { intent: "mark-inquiry", state: "replied" },
      { intent: "mark-inquiry", inquiryId: id, state: "deleted" },
      { intent: "mark-inquiry", inquiryId: id },
    ];
    for (const form of cases) {
      for (const path of ["/therapist/dashboard", "/therapist/dashboard.data"]) {
        const response = await post(path, mine.cookie, form);
        expect(response.status, `${path} ${JSON.stringify(form)}`).toBe(400);
        const body = await response.text();
        expect(body).toContain("That request was not understood.");
        expect(body).not.toMatch(/contact_inquiries|syntax|stack/i);
      }
    }
    expect(await stateOf(id)).toEqual({ state: "new", answeredBy: null, repliedInTime: false });
    const unknown = await mark(mine.cookie, "00000000-0000-4000-8000-000000000000", "replied");
    expect(unknown.status).toBe(404);
  });

  it("signed out, a mark goes to sign-in and changes nothing", async () => {
    const id = await inquiryTo(mine.id);
    const response = await fetch(`http://127.0.0.1:${server.port}/therapist/dashboard`, {
      method: "POST",
      headers: { ...BROWSER(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "mark-inquiry", inquiryId: id, state: "replied" }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/api\/login\?returnTo=/);
    expect(await stateOf(id)).toMatchObject({ state: "new" });
  });
});
