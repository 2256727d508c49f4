import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { sendDueFollowUps } from "#app/inquiries/follow-ups.server.ts";
import { purgeOldInquiries, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { answerInquiryLink, peekInquiryLink } from "#app/inquiries/replies.server.ts";
import { replyRecordLine } from "#app/inquiries/reply-record.server.ts";
import { flagUnresponsive } from "#app/inquiries/unresponsive.server.ts";
import { payloadKey, unseal } from "#app/jobs/sealed-payload.server.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { findProfilePage, findPublicProfileById } from "#app/therapists/profile.server.ts";
import { cardView } from "#app/therapists/card-view.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestServices } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Replies tracked, with the clock moved over weekends and Ontario holidays: the therapist's reminders after one and
// two business days, the visitor's "did you hear back?" after two and suggestions after three, each sent once
// however often the sweep runs; the answers by link; the reply record; the not-responding flag; retention.

let t: TestDatabase;
let services: AppServices;
let written: { id: string; email: string; specialty: string };
const Id = z.object({ id: z.uuid() });
const toronto = (iso: string) => Date.parse(iso); // ISO with its Toronto offset

/** The emails queued since `since` (queue name and message), oldest first. */
async function mail(since: Date) {
  const rows = await t.db.any(sql.type(z.object({ name: z.string(), data: z.unknown() }))`
    SELECT name, data FROM pgboss.job WHERE name IN ('send-email', 'send-bulk-email') AND created_on >= ${sql.timestamp(since)}
    ORDER BY created_on, id`);
  const key = payloadKey(services.config.sessionSecret);
  return rows.map((row) => ({ queue: row.name, ...EmailMessage.parse(unseal(key, row.data)) }));
}
const linkIn = (text: string, answer: string) => {
  const token = text.match(new RegExp(`/inquiry/${answer}\\?token=([^\\s]+)`))?.[1];
  if (!token) throw new Error(`No ${answer} link in:\n${text}`);
  return decodeURIComponent(token);
};
async function send(email: string, now: number): Promise<string> {
  const outcome = await submitInquiry(services, {
    therapistId: written.id,
    posted: { name: "Casey Visitor", email, message: "Hello, are you taking new clients?" },
    ip: `198.51.100.${Math.floor(Math.random() * 200)}`,
    now,
  });
  expect(outcome.kind).toBe("sent");
  return t.db.oneFirst(
    sql.type(Id)`SELECT id FROM contact_inquiries WHERE email = ${email} ORDER BY created_at DESC LIMIT 1`,
  );
}
const state = (id: string) =>
  t.db.one(sql.type(
    z.object({ state: z.string(), answeredBy: z.string().nullable(), heardBack: z.string().nullable() }),
  )`
    SELECT state, answered_by AS "answeredBy", heard_back AS "heardBack" FROM contact_inquiries WHERE id = ${id}`);

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: new Date("2026-03-01T12:00:00Z") });
  services = await createTestServices(t);
  // The therapist written to, in Toronto, and four others of the same specialty: three that qualify as
  // suggestions (two in Toronto, one online elsewhere), one confirmed too long ago.
  const rows = await t.db.any(sql.type(z.object({ id: z.uuid(), email: z.string() }))`
    SELECT id, email FROM therapists WHERE status = 'approved' AND city = 'Toronto' AND slug <> 'jordan-rivera'
      AND NOT EXISTS (SELECT 1 FROM contact_inquiries i WHERE i.therapist_id = therapists.id)
    ORDER BY slug LIMIT 4`);
  const elsewhere = await t.db.oneFirst(sql.type(Id)`
    SELECT id FROM therapists WHERE status = 'approved' AND city <> 'Toronto' ORDER BY slug LIMIT 1`);
  written = { id: rows[0]!.id, email: rows[0]!.email, specialty: "Grief & Loss" };
  await t.db.query(sql.unsafe`UPDATE therapists SET specialties = array_append(specialties, 'Grief & Loss'),
    accepting_clients = 'yes', availability_confirmed_at = '2026-05-10T12:00:00Z', virtual_sessions = false
    WHERE id = ANY(${sql.array([rows[1]!.id, rows[2]!.id, elsewhere], "uuid")})`);
  await t.db.query(sql.unsafe`UPDATE therapists SET virtual_sessions = true WHERE id = ${elsewhere}`);
  await t.db.query(sql.unsafe`UPDATE therapists SET specialties = array_append(specialties, 'Grief & Loss'),
    accepting_clients = 'yes', availability_confirmed_at = '2026-03-01T12:00:00Z' WHERE id = ${rows[3]!.id}`);
  await t.db.query(sql.unsafe`UPDATE therapists SET specialties = ARRAY['Grief & Loss'] WHERE id = ${written.id}`);
}, 120_000);
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

describe("follow-ups over the Victoria Day long weekend", () => {
  // Friday 2026-05-15 15:00 in Toronto; Monday the 18th is Victoria Day.
  const sent = toronto("2026-05-15T15:00:00-04:00");
  let id: string;
  let since: Date;

  it("the message carries the therapist's 'I replied' link and the visitor's link to stop follow-ups", async () => {
    since = new Date();
    id = await send("casey@example.org", sent);
    const queued = await mail(since);
    const toTherapist = queued.find((m) => m.to === written.email);
    const receipt = queued.find((m) => m.to === "casey@example.org");
    expect(toTherapist).toMatchObject({ queue: "send-email", to: written.email });
    expect(toTherapist!.text).toMatch(/I replied \(one click\): http\S+\/inquiry\/replied\?token=/);
    expect(receipt).toMatchObject({ queue: "send-email", to: "casey@example.org" });
    expect(receipt!.text).toContain("/inquiry/followups-off?token=");
    expect(await state(id)).toEqual({ state: "new", answeredBy: null, heardBack: null });
  });

  it("sends nothing over the weekend and the holiday, the first reminder after one business day (Tuesday), once", async () => {
    since = new Date();
    expect(await sendDueFollowUps(services, toronto("2026-05-18T23:00:00-04:00"))).toBe(0);
    expect(await sendDueFollowUps(services, toronto("2026-05-19T15:00:00-04:00"))).toBe(1);
    expect(await sendDueFollowUps(services, toronto("2026-05-19T15:00:00-04:00"))).toBe(0);
    const reminders = await mail(since);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      queue: "send-bulk-email",
      to: written.email,
      subject: "Reminder: Casey Visitor is waiting for your reply",
    });
    expect(reminders[0]!.text).toContain("Friday, May 15");
    expect(reminders[0]!.text).not.toContain("are you taking new clients");
  });

  it("after two business days: the second reminder, and the visitor's one question; their 'no' changes no state", async () => {
    since = new Date();
    expect(await sendDueFollowUps(services, toronto("2026-05-20T14:59:00-04:00"))).toBe(0);
    expect(await sendDueFollowUps(services, toronto("2026-05-20T15:00:00-04:00"))).toBe(2);
    expect(await sendDueFollowUps(services, toronto("2026-05-20T16:00:00-04:00"))).toBe(0);
    const queued = await mail(since);
    const second = queued.find((m) => m.to === written.email);
    const question = queued.find((m) => m.to === "casey@example.org");
    expect(second).toMatchObject({
      queue: "send-bulk-email",
      subject: "Second reminder: Casey Visitor is waiting for your reply",
    });
    expect(question).toMatchObject({ queue: "send-bulk-email", to: "casey@example.org" });
    expect(question!.subject).toMatch(/^Did you hear back from /);
    const no = linkIn(question!.text, "heard-no");
    const now = toronto("2026-05-20T18:00:00-04:00");
    // Opening the link changes nothing; its button does, once.
    expect((await peekInquiryLink(t.db, { answer: "heard-no", token: no, now })).kind).toBe("valid");
    expect((await state(id)).heardBack).toBeNull();
    expect((await answerInquiryLink(services, { answer: "heard-no", token: no, now })).kind).toBe("recorded");
    expect(await state(id)).toEqual({ state: "new", answeredBy: null, heardBack: "no" });
    expect((await answerInquiryLink(services, { answer: "heard-no", token: no, now })).kind).toBe("used");
    // The "yes" of the same email no longer counts: the visitor has answered.
    const yes = linkIn(question!.text, "heard-yes");
    expect((await answerInquiryLink(services, { answer: "heard-yes", token: yes, now })).kind).toBe("already");
    expect((await state(id)).state).toBe("new");
  });

  it("after three business days, up to three similar therapists, each with its profile link, once", async () => {
    since = new Date();
    expect(await sendDueFollowUps(services, toronto("2026-05-21T15:00:00-04:00"))).toBe(1);
    expect(await sendDueFollowUps(services, toronto("2026-05-21T15:30:00-04:00"))).toBe(0);
    const [suggestions] = await mail(since);
    expect(suggestions).toMatchObject({
      queue: "send-bulk-email",
      to: "casey@example.org",
      subject: "Other therapists who may be able to help",
    });
    const profiles = suggestions!.text.match(/\/therapists\/[a-z0-9-]+/g) ?? [];
    expect(profiles).toHaveLength(3);
    const slugs = profiles.map((path) => path.slice("/therapists/".length));
    const chosen = await t.db.anyFirst(
      sql.type(Id)`SELECT id FROM therapists WHERE slug = ANY(${sql.array(slugs, "text")})`,
    );
    expect(chosen).not.toContain(written.id);
    expect(suggestions!.text).toContain("Online sessions");
    expect(suggestions!.text).toContain("/inquiry/followups-off?token=");
  });
});

describe("answers that end the follow-ups", () => {
  it("the therapist's 'I replied' link: no reminder is ever sent, and the reply counts in time", async () => {
    const since = new Date();
    const id = await send("drew@example.org", toronto("2026-06-02T10:00:00-04:00"));
    const replied = linkIn((await mail(since)).find((m) => m.to === written.email)!.text, "replied");
    const outcome = await answerInquiryLink(services, {
      answer: "replied",
      token: replied,
      now: toronto("2026-06-02T17:00:00-04:00"),
    });
    expect(outcome.kind).toBe("recorded");
    expect(await state(id)).toEqual({ state: "replied", answeredBy: "therapist", heardBack: null });
    expect(await sendDueFollowUps(services, toronto("2026-06-09T10:00:00-04:00"))).toBe(0);
  });

  it("the visitor's link to stop follow-ups: the therapist is still reminded, the visitor gets nothing", async () => {
    const since = new Date();
    const id = await send("erin@example.org", toronto("2026-06-03T10:00:00-04:00"));
    const off = linkIn((await mail(since)).find((m) => m.to === "erin@example.org")!.text, "followups-off");
    await answerInquiryLink(services, {
      answer: "followups-off",
      token: off,
      now: toronto("2026-06-03T11:00:00-04:00"),
    });
    const later = new Date();
    await sendDueFollowUps(services, toronto("2026-06-08T10:00:00-04:00"));
    const sent = await mail(later);
    expect(sent.map((m) => m.to)).toEqual([written.email]);
    expect(sent[0]!.subject).toMatch(/^Second reminder/);
    expect((await state(id)).state).toBe("new");
  });

  it("the visitor's 'yes' marks it replied, by the visitor", async () => {
    const since = new Date();
    const id = await send("finn@example.org", toronto("2026-06-04T10:00:00-04:00"));
    await sendDueFollowUps(services, toronto("2026-06-08T10:00:00-04:00"));
    const question = (await mail(since)).find((m) => m.to === "finn@example.org" && /hear back/.test(m.subject));
    const now = toronto("2026-06-08T12:00:00-04:00");
    await answerInquiryLink(services, { answer: "heard-yes", token: linkIn(question!.text, "heard-yes"), now });
    expect(await state(id)).toEqual({ state: "replied", answeredBy: "visitor", heardBack: "yes" });
  });
});

describe("Christmas and Boxing Day on a weekend", () => {
  it("counts Thursday 2027-12-23's first reminder on Friday 24 and the second on Wednesday 29", async () => {
    const since = new Date();
    await send("gale@example.org", toronto("2027-12-23T12:00:00-05:00"));
    expect(await sendDueFollowUps(services, toronto("2027-12-24T12:00:00-05:00"))).toBe(1);
    expect(await sendDueFollowUps(services, toronto("2027-12-28T23:00:00-05:00"))).toBe(0);
    expect(await sendDueFollowUps(services, toronto("2027-12-29T12:00:00-05:00"))).toBe(2);
    const bulk = (await mail(since)).filter((m) => m.queue === "send-bulk-email");
    expect(
      bulk.map((m) => [m.to === written.email ? "therapist" : m.to, m.subject.replace(/from .*\?$/, "from …?")]),
    ).toEqual([
      ["therapist", "Reminder: Casey Visitor is waiting for your reply"],
      ["therapist", "Second reminder: Casey Visitor is waiting for your reply"],
      ["gale@example.org", "Did you hear back from …?"],
    ]);
  });
});

describe("the reply record and the not-responding flag", () => {
  it("states the record from five counted messages; the not-responding flag is set once, until availability is confirmed", async () => {
    await t.db.query(sql.unsafe`DELETE FROM contact_inquiries WHERE therapist_id = ${written.id}`);
    const first = toronto("2027-03-01T10:00:00-05:00");
    for (let i = 0; i < 4; i++) await send(`run${i}@example.org`, first + i * 3_600_000);
    const now = toronto("2027-03-09T10:00:00-05:00");
    expect(await replyRecordLine(t.db, written.id, now)).toBeNull();
    expect(await flagUnresponsive(services, now)).toBe(0);
    await send("run4@example.org", first + 4 * 3_600_000);
    expect(await replyRecordLine(t.db, written.id, now)).toBe(
      "Replied to 0 of 5 messages within 2 business days (last 90 days)",
    );
    // Five business days after the fifth: Monday March 8, 14:00.
    expect(await flagUnresponsive(services, toronto("2027-03-08T13:59:00-05:00"))).toBe(0);
    const since = new Date();
    expect(await flagUnresponsive(services, now)).toBe(1);
    expect(await flagUnresponsive(services, now)).toBe(0);
    const notice = (await mail(since)).filter((m) => m.to === written.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      queue: "send-bulk-email",
      subject: "Your listing now says you are not responding to new messages",
    });
    const profile = await findPublicProfileById(t.db, written.id);
    expect(cardView(profile!, now).notResponding).toBe(true);
    await t.db.query(sql.unsafe`UPDATE therapists SET availability_confirmed_at = ${sql.timestamp(new Date(now + 1000))}
      WHERE id = ${written.id}`);
    expect(cardView((await findPublicProfileById(t.db, written.id))!, now).notResponding).toBe(false);
    // Marking one replied in time shows in the record.
    const one = await t.db.oneFirst(sql.type(Id)`SELECT id FROM contact_inquiries WHERE email = 'run0@example.org'`);
    await t.db.query(sql.unsafe`UPDATE contact_inquiries SET state = 'replied', answered_at = created_at,
      answered_by = 'therapist', replied_in_time = true WHERE id = ${one}`);
    expect(await replyRecordLine(t.db, written.id, now)).toBe(
      "Replied to 1 of 5 messages within 2 business days (last 90 days)",
    );
    // The profile page reads the same record in its one query, as of the same moment.
    const slug = await t.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM therapists WHERE id = ${written.id}`);
    expect(await findProfilePage(t.db, slug, now)).toMatchObject({ kind: "page", replies: { replied: 1, counted: 5 } });
    // 91 days on, the record's window holds none of them.
    const later = now + 91 * 86_400_000;
    expect(await findProfilePage(t.db, slug, later)).toMatchObject({
      kind: "page",
      replies: { replied: 0, counted: 0 },
    });
  });
});

describe("retention", () => {
  it("purges a message with its follow-ups and every column with it", async () => {
    const old = await send("hale@example.org", toronto("2027-04-05T10:00:00-04:00"));
    expect(await sendDueFollowUps(services, toronto("2027-04-06T10:00:00-04:00"))).toBe(1);
    // As of twelve months and a day after it was sent.
    await purgeOldInquiries(t.db, new Date(toronto("2028-04-06T10:00:00-04:00")));
    expect(
      await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
        SELECT count(*)::int AS n FROM inquiry_follow_ups WHERE inquiry_id = ${old}`),
    ).toBe(0);
  });
});
