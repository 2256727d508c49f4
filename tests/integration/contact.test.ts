import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { issueFormToken } from "#app/inquiries/form-token.server.ts";
import { CONTACT_LIMITS_PER_HOUR, purgeOldInquiries, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { UNSTORABLE_MESSAGE } from "#app/http/storable.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { payloadKey, unseal } from "#app/jobs/sealed-payload.server.ts";
import { ensureQueues, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { action as contactApi } from "#app/routes/api.therapists.id.contact.ts";
import { action as profileAction } from "#app/routes/therapist-profile.tsx";
import { createAppServices, type AppServices } from "#app/context.server.ts";
import { appRequest, contextFor } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
let boss: Boss;
let services: AppServices;
let therapistId: string;
const valid = {
  name: "Sam Visitor",
  email: "sam@example.org",
  message: "Hello, I would like to book a first session.",
};
const send = (therapist: string, posted: Record<string, unknown>, ip: string) =>
  submitInquiry(services, { therapistId: therapist, posted, ip });
/** The demo data's own messages, counted before the tests send any. */
let seeded = 0;
const rows = (table: "contact_inquiries") =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([table])}`);
/** The messages the tests stored. */
const count = async (table: "contact_inquiries") => (await rows(table)) - seeded;
const emails = async () => {
  const rows = await t.db.anyFirst(sql.type(z.object({ data: z.unknown() }))`
    SELECT data FROM pgboss.job WHERE name = 'send-email' ORDER BY created_on`);
  const key = payloadKey(services.config.sessionSecret);
  return rows.map((data) => EmailMessage.parse(unseal(key, data)));
};

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  seeded = await rows("contact_inquiries");
  const config = parseConfig({ DATA_DIR: "/tmp" });
  boss = await startBoss(t.url, "web", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
  services = createAppServices({ db: t.db, boss, config, logger: createLogger("silent") });
  therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`);
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.release();
});

describe("contact messages", () => {
  it("stores a valid message and enqueues the therapist's email (reply-to the visitor) and a receipt", async () => {
    const outcome = await send(therapistId, valid, "10.0.0.1");
    expect(outcome.kind).toBe("sent");
    expect(outcome.kind === "sent" && outcome.firstName).toBeTruthy();
    expect(await count("contact_inquiries")).toBe(1);
    const queued = await emails();
    expect(queued).toHaveLength(2);
    expect(queued.find((e) => e.replyTo === "sam@example.org")?.to).toMatch(/@example\.com$/);
    expect(queued.some((e) => e.to === "sam@example.org")).toBe(true);
    const sent = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM analytics_events WHERE type = 'contact_sent' AND therapist_id = ${therapistId}`);
    expect(sent).toBe(1);
  });

  it("refuses invalid fields with the spec's field messages and stores nothing", async () => {
    const outcome = await send(therapistId, { name: "", email: "nope", message: "" }, "10.0.0.2");
    expect(outcome.kind).toBe("invalid");
    const errors = outcome.kind === "invalid" ? outcome.errors : {};
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.name).toBeTruthy();
    expect(errors.message).toBeTruthy();
    const long = await send(therapistId, { ...valid, message: "x".repeat(5001) }, "10.0.0.2");
    expect(long.kind).toBe("invalid");
    expect(await count("contact_inquiries")).toBe(1);
  });

  it("drops a honeypot submission silently and refuses a form sent too fast, after its fields", async () => {
    expect((await send(therapistId, { ...valid, website: "http://spam" }, "10.0.0.3")).kind).toBe("dropped");
    const tooFast = await send(
      therapistId,
      { ...valid, formToken: issueFormToken(services.config.sessionSecret) },
      "10.0.0.3",
    );
    expect(tooFast).toEqual({
      kind: "refused",
      reason: "too-fast",
      message: "That was very quick. Please check your message, then send it again.",
    });
    // an empty form sent at once is told its fields first: a person learns what to fix
    const emptyAtOnce = await send(
      therapistId,
      { name: "", email: "", message: "", formToken: issueFormToken(services.config.sessionSecret) },
      "10.0.0.3",
    );
    expect(emptyAtOnce.kind === "invalid" && Object.keys(emptyAtOnce.errors).sort()).toEqual([
      "email",
      "message",
      "name",
    ]);
    const forged = await send(therapistId, { ...valid, formToken: "123.abc" }, "10.0.0.3");
    expect(forged).toEqual({
      kind: "refused",
      reason: "invalid",
      message: "This form has expired. Please reload the page and try again.",
    });
    const patient = issueFormToken(services.config.sessionSecret, Date.now() - 10_000);
    expect((await send(therapistId, { ...valid, formToken: patient }, "10.0.0.3")).kind).toBe("sent");
    expect(await count("contact_inquiries")).toBe(2);
  });

  it("sends once a form posted again with the same words (a reload, a double click); another message is new", async () => {
    const token = issueFormToken(services.config.sessionSecret, Date.now() - 10_000);
    const form = { ...valid, email: "Twice@Example.org", message: "Hello, is Tuesday possible?", formToken: token };
    const before = { messages: await count("contact_inquiries"), emails: (await emails()).length };
    const outcomes = [
      await send(therapistId, form, "10.0.0.4"),
      ...(await Promise.all([send(therapistId, form, "10.0.0.4"), send(therapistId, form, "10.0.0.4")])),
      await send(therapistId, { ...form, email: "twice@example.org " }, "10.0.0.4"),
    ];
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["sent", "sent", "sent", "sent"]);
    expect(await count("contact_inquiries")).toBe(before.messages + 1);
    expect((await emails()).length).toBe(before.emails + 2);
    const another = await send(therapistId, { ...form, message: "And could we meet online?" }, "10.0.0.4");
    expect(another.kind).toBe("sent");
    expect(await count("contact_inquiries")).toBe(before.messages + 2);
    expect((await emails()).length).toBe(before.emails + 4);
  });

  it("finds no unknown or unapproved therapist", async () => {
    expect((await send("00000000-0000-4000-8000-000000000000", valid, "10.0.0.4")).kind).toBe("not-found");
    const pending = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      UPDATE therapists SET status = 'pending' WHERE id = (SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug DESC LIMIT 1) RETURNING id`);
    expect((await send(pending, valid, "10.0.0.4")).kind).toBe("not-found");
  });

  it("limits messages from one network, from one network to one therapist, and to one therapist, saying whose", async () => {
    const others = await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 12 OFFSET 20`);
    const [target, ...rest] = others;
    // one network to one therapist: 3 an hour; the same network may still write to another
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.pair; i++)
      expect((await send(target!, valid, "10.9.0.1")).kind).toBe("sent");
    expect(await send(target!, valid, "10.9.0.1")).toMatchObject({ kind: "rate-limited", whose: "sender" });
    expect((await send(rest[0]!, valid, "10.9.0.1")).kind).toBe("sent");
    // one network to anyone: 10 an hour
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.ip; i++)
      expect((await send(rest[i]!, valid, "10.9.1.1")).kind).toBe("sent");
    const refused = await send(rest[10]!, valid, "10.9.1.1");
    expect(refused).toMatchObject({ kind: "rate-limited", whose: "sender", retryAfterSeconds: expect.any(Number) });
    // one therapist from everywhere: 30 an hour, counting at most 3 from each network (the 4th above did not count)
    for (let network = 1; network < CONTACT_LIMITS_PER_HOUR.therapist / CONTACT_LIMITS_PER_HOUR.pair; network++)
      for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.pair; i++)
        expect((await send(target!, valid, `10.8.${network}.1`)).kind, `network ${network}`).toBe("sent");
    expect(await send(target!, valid, "10.7.0.1")).toMatchObject({ kind: "rate-limited", whose: "therapist" });
    expect((await send(rest[1]!, valid, "10.7.0.1")).kind).toBe("sent");
  });

  it("purges messages older than twelve months", async () => {
    await t.db.query(sql.unsafe`UPDATE contact_inquiries SET created_at = now() - interval '13 months'
      WHERE id = (SELECT id FROM contact_inquiries ORDER BY created_at LIMIT 1)`);
    const before = await count("contact_inquiries");
    expect(await purgeOldInquiries(t.db, new Date())).toBe(1);
    expect(await count("contact_inquiries")).toBe(before - 1);
    expect(await purgeOldInquiries(t.db, new Date())).toBe(0);
  });
});

describe("the JSON API's and the profile page's answers", () => {
  const context = (ip: string) => contextFor(services, ip);
  const api = (id: string, json: unknown, ip: string) =>
    (contactApi as (args: unknown) => Promise<Response>)({
      request: appRequest(`/api/therapists/${id}/contact`, { json }),
      context: context(ip),
      params: { id },
    });
  const page = async (slug: string, form: Record<string, string>, ip: string) =>
    (await (profileAction as (args: unknown) => Promise<unknown>)({
      request: appRequest(`/therapists/${slug}`, { form }),
      context: context(ip),
      params: { slug },
    })) as {
      data: Record<string, unknown>;
      init: { status: number; headers?: HeadersInit };
    };

  it("tell the same outcome: sent, a bot's message as if sent, refused fields, an unknown therapist", async () => {
    const slug = await t.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE id = ${therapistId}`,
    );
    const sent = await api(therapistId, valid, "10.0.1.1");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: "Message sent!", firstName: expect.any(String) });
    const posted = await page(slug, valid, "10.0.1.2");
    expect(posted.init.status).toBe(200);
    expect(posted.data).toEqual({ message: "Message sent!", firstName: expect.any(String), status: 200 });

    const bot = await api(therapistId, { ...valid, website: "x" }, "10.0.1.1");
    expect([bot.status, await bot.json()]).toEqual([200, { message: "Message sent!" }]);

    const invalid = await api(therapistId, { ...valid, email: "nope" }, "10.0.1.1");
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { message: "Please check the highlighted fields.", errors: { email: ["Please enter a valid email address"] } },
    ]);
    const invalidPost = await page(slug, { ...valid, email: "nope" }, "10.0.1.2");
    expect(invalidPost.init.status).toBe(400);
    // the page's form is refused with what was typed in it, for its fields to show again; a sent one never is
    expect(invalidPost.data).toEqual({
      message: "Please check the highlighted fields.",
      errors: { email: ["Please enter a valid email address"] },
      values: { ...valid, email: "nope", phone: "" },
      status: 400,
    });

    const unknown = await api("00000000-0000-4000-8000-000000000000", valid, "10.0.1.1");
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: "Therapist not found." }]);
  });

  it("give the page's refused form back as typed (too fast, too many), and never a sent one's", async () => {
    const slug = await t.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1 OFFSET 1`);
    const typed = { ...valid, name: " Sam Visitor ", phone: "416 555-0100", message: "Hello,\n  a first session?" };
    const shown = issueFormToken(services.config.sessionSecret);
    const tooFast = await page(slug, { ...typed, formToken: shown }, "10.0.2.1");
    expect([tooFast.init.status, tooFast.data]).toEqual([
      400,
      {
        message: "That was very quick. Please check your message, then send it again.",
        values: typed,
        status: 400,
        formToken: shown,
      },
    ]);
    // A field refused comes back with the token the form was shown with, so the minimum time to type counts from
    // then: corrected at once, five seconds after the form was shown, it is sent. An expired token is not kept.
    const earlier = issueFormToken(services.config.sessionSecret, Date.now() - 5_000);
    const mistyped = await page(slug, { ...typed, email: "sam@example", formToken: earlier }, "10.0.2.3");
    expect([mistyped.init.status, mistyped.data.formToken]).toEqual([400, earlier]);
    const corrected = await page(slug, { ...typed, formToken: String(mistyped.data.formToken) }, "10.0.2.3");
    expect([corrected.init.status, corrected.data.message]).toEqual([200, "Message sent!"]);
    const expired = await page(slug, { ...typed, formToken: "1.forged" }, "10.0.2.3");
    expect([expired.init.status, expired.data.formToken]).toEqual([400, undefined]);
    const bot = await page(slug, { ...typed, website: "x" }, "10.0.2.1");
    expect([bot.init.status, bot.data]).toEqual([200, { message: "Message sent!", status: 200 }]);
    const answers = [];
    for (let i = 0; i <= CONTACT_LIMITS_PER_HOUR.pair; i++) answers.push(await page(slug, typed, "10.0.2.2"));
    expect(answers.map((answer) => answer.init.status)).toEqual([
      ...Array(CONTACT_LIMITS_PER_HOUR.pair).fill(200),
      429,
    ]);
    expect(Number(new Headers(answers.at(-1)!.init.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(answers[0]!.data).toEqual({ message: "Message sent!", firstName: expect.any(String), status: 200 });
    expect(answers.at(-1)!.data).toEqual({
      message: expect.stringMatching(/^Too many messages were sent from here/),
      values: typed,
      status: 429,
    });
  });

  it("answer too many with 429 and Retry-After, saying whose limit it is: the sender's network or the therapist's", async () => {
    const ids = await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 2 OFFSET 40`);
    const [mine, theirs] = ids;
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.pair; i++)
      expect((await api(mine!, valid, "10.6.0.1")).status).toBe(200);
    const fromHere = await api(mine!, valid, "10.6.0.1");
    expect(fromHere.status).toBe(429);
    expect(Number(fromHere.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await fromHere.json()).message).toMatch(
      /^Too many messages were sent from here\. Please try again in \d+ minutes\.$/,
    );
    for (let network = 0; network < CONTACT_LIMITS_PER_HOUR.therapist / CONTACT_LIMITS_PER_HOUR.pair; network++)
      for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.pair; i++) await send(theirs!, valid, `10.5.${network}.1`);
    const toThem = await api(theirs!, valid, "10.4.0.1");
    expect(toThem.status).toBe(429);
    expect(Number(toThem.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await toThem.json()).message).toMatch(
      /^This therapist has received many messages in the last hour\. Please try again in \d+ minutes\.$/,
    );
    const slug = await t.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE id = ${theirs!}`,
    );
    const onPage = await page(slug, valid, "10.4.0.2");
    expect([onPage.init.status, onPage.data.message]).toEqual([
      429,
      expect.stringMatching(/^This therapist has received/),
    ]);
  });

  it("answer text PostgreSQL cannot store (a NUL) with the field named: the page's form inline, the API a 400", async () => {
    const slug = await t.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE id = ${therapistId}`,
    );
    const before = await count("contact_inquiries");
    const refused = { message: "Please check the highlighted fields.", errors: { message: [UNSTORABLE_MESSAGE] } };
    const posted = await page(slug, { ...valid, message: "Hello\u0000there" }, "10.0.1.3");
    expect([posted.init.status, posted.data]).toEqual([
      400,
      { ...refused, values: { ...valid, message: "Hello\u0000there", phone: "" }, status: 400 },
    ]);
    const sent = await api(therapistId, { ...valid, message: "Hello\u0000there" }, "10.0.1.3").catch(
      (thrown: unknown) => thrown as Response,
    ); // the body reader throws it
    expect([sent.status, await sent.json()]).toEqual([400, refused]);
    expect(await count("contact_inquiries")).toBe(before);
  });
});
