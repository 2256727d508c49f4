import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { deleteAccount } from "#app/account/deletion.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { findUserById, toCurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { payloadKey, unseal } from "#app/jobs/sealed-payload.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";
import type { ActionPurpose } from "#app/links/purposes.ts";
import { sendDueFollowUps } from "#app/inquiries/follow-ups.server.ts";
import * as confirmPage from "#app/routes/availability.confirm.tsx";
import * as updatePage from "#app/routes/availability.update.tsx";
import * as answerPage from "#app/routes/inquiry.answer.tsx";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { appRequest, contextFor, createTestServices, queuedEmailsTo } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { adminUser, approvedTherapist } from "../support/featured.ts";

// The emailed links of a listing whose account was deleted, or which an admin removed: opening one (GET) or
// pressing its button (POST) shows none of the person's data, changes no row, creates none, and answers with a
// message saying the link no longer works (in the page's language), never an error. Emails queued to the deleted
// person before the deletion are not sent, and the reminder sweeps afterwards send nothing about them.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const DAY = 86_400_000;
const Id = z.object({ id: z.uuid() });
const INVALID = {
  availability:
    "This link does not work: part of its address may be missing (open the whole link from the email), or the " +
    "listing it was for is no longer in the directory. Nothing was changed. If your listing is still in the " +
    "directory, you can confirm or change your availability from your dashboard after signing in.",
  availabilityFr:
    "Ce lien ne fonctionne pas : une partie de son adresse manque peut-être (ouvrez le lien complet du courriel), " +
    "ou la fiche qu’il visait ne figure plus au répertoire. Rien n’a été modifié. Si votre fiche figure toujours au " +
    "répertoire, vous pouvez confirmer ou modifier vos disponibilités depuis votre tableau de bord, après connexion.",
  answer:
    "This link does not work: part of its address may be missing, or the listing it was about is no longer in the " +
    "directory. Nothing was changed.",
  answerFr:
    "Ce lien ne fonctionne pas : une partie de son adresse manque peut-être, ou la fiche qu’il concernait ne figure " +
    "plus au répertoire. Rien n’a été modifié.",
};

/** An approved listing with a message written to it, and every link its emails carry, unopened. */
async function listingWithLinks(lastName: string) {
  const { userId, therapistId } = await approvedTherapist(services, { lastName });
  const inquiryId = await t.db.oneFirst(sql.type(Id)`
    INSERT INTO contact_inquiries (therapist_id, name, email, message, reply_due_at)
    VALUES (${therapistId}, 'Robin Writer', ${`robin.${lastName.toLowerCase()}@example.org`}, 'Any openings?',
      now() + interval '2 days')
    RETURNING id`);
  const link = (purpose: ActionPurpose, subjectId: string) =>
    issueActionLink(t.db, { purpose, subjectId, now: new Date(), validDays: 14 });
  const tokens = {
    confirm: await link("availability-confirm", therapistId),
    update: await link("availability-update", therapistId),
    replied: await link("inquiry-replied", inquiryId),
    "heard-yes": await link("inquiry-heard-yes", inquiryId),
    "heard-no": await link("inquiry-heard-no", inquiryId),
    "followups-off": await link("inquiry-followups-off", inquiryId),
  };
  const email = await t.db.oneFirst(
    sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`,
  );
  return { userId, therapistId, inquiryId, lastName, email, tokens };
}
type Listing = Awaited<ReturnType<typeof listingWithLinks>>;

/** Every row the links could touch or create, as text: the listing, its messages, the links, users and jobs. */
const rowsAround = (l: Listing) =>
  t.db.oneFirst(sql.type(z.object({ rows: z.string() }))`
    SELECT json_build_object(
      'listing', (SELECT json_agg(t) FROM therapists t WHERE t.id = ${l.therapistId}),
      'messages', (SELECT json_agg(i) FROM contact_inquiries i WHERE i.therapist_id = ${l.therapistId}),
      'links', (SELECT json_agg(a ORDER BY a.id) FROM action_links a
                WHERE a.subject_id IN (${l.therapistId}, ${l.inquiryId})),
      'users', (SELECT count(*) FROM users),
      'jobs', (SELECT count(*) FROM pgboss.job))::text AS rows`);

type Answered = { status: number; data: Record<string, unknown> };
function answered(result: unknown): Answered {
  const { init, data } = result as { init?: { status?: number } | null; data?: Record<string, unknown> };
  if (data === undefined) return { status: 200, data: result as Record<string, unknown> };
  return { status: init?.status ?? 200, data };
}
type Page = { loader: (args: never) => unknown; action: (args: never) => unknown };
const run = async (handler: Page["loader"], request: Request, params: Record<string, string> = {}) =>
  answered(await handler({ request, context: contextFor(services), params } as never));

/** Every link of the listing, opened and then pressed, in English or French: what each page answered. */
async function useEveryLink(l: Listing, language: "en" | "fr" = "en") {
  const fr = language === "fr";
  const availability = (name: "confirm" | "update", page: Page, form: Record<string, string>) => {
    const path = fr
      ? `/fr/disponibilite/${name === "confirm" ? "confirmer" : "mettre-a-jour"}`
      : `/availability/${name}`;
    const token = l.tokens[name];
    return [
      run(page.loader, appRequest(`${path}?token=${token}`)),
      run(page.action, appRequest(path, { form: { token, ...form } })),
    ];
  };
  const answers = (["replied", "heard-yes", "heard-no", "followups-off"] as const).flatMap((answer) => {
    const path = fr ? `/fr/demande/${answer}` : `/inquiry/${answer}`;
    const token = l.tokens[answer];
    return [
      run(answerPage.loader, appRequest(`${path}?token=${token}`), { answer }),
      run(answerPage.action, appRequest(path, { form: { token } }), { answer }),
    ];
  });
  const pages = [
    ...availability("confirm", confirmPage, {}),
    ...availability("update", updatePage, { acceptingClients: "no" }),
  ];
  // One after the other: a page's answer must not depend on another's running beside it.
  const results: Answered[] = [];
  for (const page of [...pages, ...answers]) results.push(await page);
  return { availability: results.slice(0, 4), answers: results.slice(4) };
}

function expectRefusedWithoutData(l: Listing, used: Awaited<ReturnType<typeof useEveryLink>>, fr = false) {
  for (const page of [...used.availability, ...used.answers]) {
    expect(page.status).toBe(404);
    const shown = JSON.stringify(page.data);
    for (const word of ["Casey", l.lastName, "Robin", l.email]) expect(shown).not.toContain(word);
  }
  for (const page of used.availability)
    expect(page.data.message).toBe(fr ? INVALID.availabilityFr : INVALID.availability);
  for (const page of used.answers)
    expect(page.data.view).toMatchObject({ kind: "refused", text: fr ? INVALID.answerFr : INVALID.answer });
}

const deleteOwnAccount = async (l: Listing) => {
  const user = toCurrentUser((await findUserById(t.db, l.userId))!, services.config, false);
  expect(await deleteAccount(services, user, { confirmEmail: l.email })).toEqual({ kind: "deleted" });
};

describe("emailed links after the account was deleted", () => {
  it("show nothing of the person, change and create nothing, and say the link no longer works", async () => {
    const l = await listingWithLinks("Erased");
    await deleteOwnAccount(l);
    const before = await rowsAround(l);
    expectRefusedWithoutData(l, await useEveryLink(l));
    expect(await rowsAround(l)).toBe(before);
  });

  it("say it in French on the French pages", async () => {
    const l = await listingWithLinks("Efface");
    await deleteOwnAccount(l);
    expectRefusedWithoutData(l, await useEveryLink(l, "fr"), true);
  });
});

describe("emailed links after an admin removed the listing", () => {
  it("show nothing of the listing or its messages, change nothing, and say the link no longer works", async () => {
    const l = await listingWithLinks("Removed");
    expect(await deleteTherapist(services, await adminUser(services), l.therapistId)).toEqual({ kind: "deleted" });
    const before = await rowsAround(l);
    expectRefusedWithoutData(l, await useEveryLink(l));
    // The links were not used up either: each still says the same afterwards.
    expect(await rowsAround(l)).toBe(before);
    expectRefusedWithoutData(l, await useEveryLink(l));
  });
});

const EmailJob = z.object({ name: z.string(), data: z.unknown() });
/** The addresses of every email waiting in a queue: transactional, bulk, or failed and kept for a retry. */
async function waitingEmailsTo() {
  const queues = [sendEmail.name, sendBulkEmail.name, "send-email-dead", "send-bulk-email-dead"];
  const jobs = await t.db.any(sql.type(EmailJob)`
    SELECT name, data FROM pgboss.job WHERE name = ANY(${sql.array(queues, "text")})
      AND state IN ('created', 'retry')`);
  const key = payloadKey(services.config.sessionSecret);
  return jobs.map((job) => (unseal(key, job.data) as { to: string }).to).sort();
}

describe("emails queued before the account was deleted", () => {
  it("are not sent, failed copies included; others' stay queued; the sweeps send nothing about the account", async () => {
    const l = await listingWithLinks("Queued");
    const bystander = await listingWithLinks("Stays");
    const office = "office.queued@example.com";
    await t.db.query(sql.unsafe`
      INSERT INTO address_proofs (user_id, email, token_hash, expires_at, proven_at)
      VALUES (${l.userId}, ${office}, 'queued-proof', now() + interval '7 days', now())`);
    const mail = (to: string) => ({ to, subject: "Hello", text: "A message." });
    // A reminder to each listing, as the sweep queues it; then a receipt, a message to the proved address, and a
    // message that failed every attempt (kept for an admin's retry).
    const remindAt = (days: number) => sendAvailabilityReminders(services, new Date(Date.now() + days * DAY));
    expect(await remindAt(15)).toBe(2);
    const reminders = (await queuedEmailsTo(services, l.email)).map((m) => m.subject);
    expect(reminders).toContain("Is your availability still accurate?");
    await enqueue(services.boss, sendEmail, mail(l.email));
    await enqueue(services.boss, sendBulkEmail, mail(office));
    await enqueue(services.boss, { ...sendEmail, name: "send-email-dead" }, mail(l.email));
    await enqueue(services.boss, sendEmail, mail(bystander.email));

    const waiting = await waitingEmailsTo();
    expect(waiting.filter((to) => to === l.email || to === office).length).toBeGreaterThanOrEqual(4);

    await deleteOwnAccount(l);
    expect(await waitingEmailsTo()).toEqual(waiting.filter((to) => to !== l.email && to !== office));
    expect(await waitingEmailsTo()).toContain(bystander.email);

    // The sweeps that write to therapists and their visitors find nothing left to send about the deleted listing.
    expect(await remindAt(40)).toBe(1);
    await sendDueFollowUps(services, Date.now() + 7 * DAY);
    const recipients = await waitingEmailsTo();
    expect(recipients).not.toContain(l.email);
    expect(recipients).not.toContain(office);
    expect(recipients).not.toContain("robin.queued@example.org");
  });
});
