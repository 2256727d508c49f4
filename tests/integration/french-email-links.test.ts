import { sql } from "slonik";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { sendDueFollowUps } from "#app/inquiries/follow-ups.server.ts";
import { followUpDueAt } from "#app/inquiries/reply-rules.ts";
import * as answerPage from "#app/routes/inquiry.answer.tsx";
import * as confirmPage from "#app/routes/availability.confirm.tsx";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { APP_URL, appRequest, call, contextFor, createTestServices, queuedEmailsTo } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { sendVisitorMessage } from "../support/visitor-message.ts";

// The links of an email lead to the pages in its language: a French email's to the French twins (the availability
// reminder's "Still accurate" and "Update", the inquiry emails' one-click answers), an English email's to the English
// pages as before; and a French link opens its page in French.

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 15);
let t: TestDatabase;
let services: AppServices;
let english = "";
let french = "";

const newTherapist = async (slug: string, email: string, language: "en" | "fr") => {
  const userId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email, language) VALUES (${email}, ${language}) RETURNING id`);
  return t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, user_id,
      availability_confirmed_at, accepting_clients)
    VALUES (${slug}, 'Claude', 'Martel', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")},
      'approved', ${userId}, ${sql.timestamp(new Date(T0))}, 'yes')
    RETURNING id`);
};
/** The links of the newest email to `email`, by the path they open. */
const linksTo = async (email: string) => {
  const [latest] = await queuedEmailsTo(services, email);
  if (!latest) throw new Error(`no email to ${email}`);
  return [...latest.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).filter((url) => url.includes("token="));
};
const paths = (links: string[]) => links.map((link) => new URL(link).pathname);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  english = await newTherapist("claude-en", "claude.en@example.com", "en");
  french = await newTherapist("claude-fr", "claude.fr@example.com", "fr");
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the availability reminder's links", () => {
  it("open the French pages from a French email, the English pages from an English one", async () => {
    const remindedAt = T0 + 14 * DAY;
    await sendAvailabilityReminders(services, new Date(remindedAt));
    const fr = await linksTo("claude.fr@example.com");
    expect(paths(fr)).toEqual(["/fr/disponibilite/confirmer", "/fr/disponibilite/mettre-a-jour"]);
    expect(fr.every((link) => link.startsWith(`${APP_URL}/fr/`))).toBe(true);
    expect(paths(await linksTo("claude.en@example.com"))).toEqual(["/availability/confirm", "/availability/update"]);

    vi.useFakeTimers({ now: remindedAt + 3_600_000, toFake: ["Date"] });
    const opened = (await call(
      confirmPage.loader,
      appRequest(new URL(fr[0]!).pathname + new URL(fr[0]!).search),
      contextFor(services),
    )) as {
      listing: { text: string };
      catalogue: Record<string, unknown>;
    };
    expect(opened.listing.text).toBe("Accepte de nouveaux clients · confirmée il y a 2 semaines");
  });
});

describe("the inquiry emails' links", () => {
  const send = (therapistId: string, visitor: string, language: "en" | "fr") =>
    sendVisitorMessage(services, { therapistId, visitor, language, now: T0 });

  it("follow each reader's language: the therapist's account's, the visitor's page's", async () => {
    expect((await send(english, "sam.fr@example.org", "fr")).kind).toBe("sent");
    expect(paths(await linksTo("claude.en@example.com"))).toEqual(["/inquiry/replied"]);
    expect(paths(await linksTo("sam.fr@example.org"))).toEqual(["/fr/demande/followups-off"]);
    expect((await send(french, "sam.en@example.org", "en")).kind).toBe("sent");
    expect(paths(await linksTo("claude.fr@example.com"))).toEqual(["/fr/demande/replied"]);
    expect(paths(await linksTo("sam.en@example.org"))).toEqual(["/inquiry/followups-off"]);
  });

  it("in the follow-ups too: the French visitor's question and the French therapist's reminder link to French pages", async () => {
    const sweptAt = followUpDueAt(T0, "heard-back") + 60_000;
    await sendDueFollowUps(services, sweptAt);
    const question = await linksTo("sam.fr@example.org");
    expect(paths(question)).toEqual(["/fr/demande/heard-yes", "/fr/demande/heard-no", "/fr/demande/followups-off"]);
    expect(paths(await linksTo("sam.en@example.org"))).toEqual([
      "/inquiry/heard-yes",
      "/inquiry/heard-no",
      "/inquiry/followups-off",
    ]);
    expect(paths(await linksTo("claude.fr@example.com"))).toEqual(["/fr/demande/replied"]);
    expect(paths(await linksTo("claude.en@example.com"))).toEqual(["/inquiry/replied"]);

    const no = new URL(question[1]!);
    vi.useFakeTimers({ now: sweptAt + 3_600_000, toFake: ["Date"] });
    const request = appRequest(no.pathname + no.search);
    const args = { request, context: contextFor(services), params: { answer: "heard-no" } };
    const page = (await answerPage.loader(args as never)) as { data: { view: unknown } };
    expect(page.data.view).toEqual({
      kind: "ask",
      title: "Avez-vous eu une réponse?",
      text: "Vous avez écrit à Claude Martel le lundi 2 novembre. Cliquez sur le bouton pour nous le dire.",
      button: "Non, je n’ai pas eu de réponse",
    });
  });
});
