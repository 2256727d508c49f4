import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { consume, limiterKey } from "#app/auth/rate-limit.server.ts";
import { openPayload } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { requestMagicLink } from "#app/auth/sign-in.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as requestLink } from "#app/routes/api.auth.request-magic-link.ts";
import { action as loginAction } from "#app/routes/login.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, callForResponse, contextFor, createTestServices, queuedEmailsTo } from "../support/auth.ts";

// Rate limits live in PostgreSQL: per address 5 per 15 minutes from one network and 20 an hour from all of them,
// per IP 100 per hour. A bucket names what it limits in clear and whose it is only by a keyed hash: no address or IP
// address is stored.

let t: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const ask = (email: string, ip: string) =>
  callForResponse(
    requestLink,
    appRequest("/api/auth/request-magic-link", { json: { email } }),
    contextFor(services, ip),
  );

const SECRET = "s".repeat(40);

describe("the limiter", () => {
  it("counts hits in a window, refuses over the limit with the time left, and starts over after it", async () => {
    const t0 = new Date("2026-01-01T10:00:00Z");
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const hit = (seconds: number) =>
      consume(t.db, { key: limiterKey(SECRET, "test", "window"), limit: 2, windowSeconds: 60, now: at(seconds) });
    expect(await hit(0)).toMatchObject({ allowed: true, hits: 1 });
    expect(await hit(10)).toMatchObject({ allowed: true, hits: 2 });
    expect(await hit(20)).toEqual({ allowed: false, hits: 3, retryAfterSeconds: 40 });
    expect(await hit(60)).toMatchObject({ allowed: true, hits: 1 });
  });

  it("is atomic: of 30 concurrent hits on a limit of 10, exactly 10 pass", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        consume(t.db, { key: limiterKey(SECRET, "test", "concurrent"), limit: 10, windowSeconds: 60 }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});

describe("magic-link requests", () => {
  it("the 6th request for one address from one network within 15 minutes is refused with 429 and Retry-After; other networks and addresses are fine", async () => {
    for (let i = 0; i < 5; i++) expect((await ask("limited@example.com", "192.0.2.1")).status).toBe(200);
    const sixth = await ask("Limited@Example.com", "192.0.2.1");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(Number(sixth.headers.get("Retry-After"))).toBeLessThanOrEqual(900);
    expect((await sixth.json()).message).toMatch(
      /^Too many sign-in links were requested\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(await queuedEmailsTo(services, "limited@example.com")).toHaveLength(5);
    // a sub-address reaches the same inbox: it is the same address's limit
    expect((await ask("limited+again@example.com", "192.0.2.1")).status).toBe(429);
    expect((await ask("someone-else@example.com", "192.0.2.1")).status).toBe(200);
    // whoever asked from elsewhere has not used up the address's owner's links
    expect((await ask("limited@example.com", "203.0.113.9")).status).toBe(200);
    expect(await queuedEmailsTo(services, "limited@example.com")).toHaveLength(6);
  });

  it("an address receives at most 20 links an hour from all networks; the 21st is refused, pointing to the inbox", async () => {
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 5; j++) expect((await ask("target@example.com", `198.51.100.${i + 1}`)).status).toBe(200);
    const refused = await ask("target@example.com", "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(3600);
    expect((await refused.json()).message).toMatch(
      /^Many sign-in links were sent to this address in the last hour\. Open the newest one in your inbox, or wait (59|60) minutes and try again\.$/,
    );
    expect(await queuedEmailsTo(services, "target@example.com")).toHaveLength(20);
  });

  it("stores its buckets without the address or IP address they count: a keyed hash under the scope", async () => {
    for (let i = 0; i < 5; i++) expect((await ask("Jane.Private@clinic.example", "192.0.2.77")).status).toBe(200);
    expect((await ask("jane.private@clinic.example", "192.0.2.77")).status).toBe(429);
    const buckets = await t.db.anyFirst(sql.type(z.object({ bucket: z.string() }))`SELECT bucket FROM rate_limits`);
    expect(buckets.some((bucket) => bucket.startsWith("magic-link:email:"))).toBe(true);
    expect(buckets.some((bucket) => bucket.startsWith("magic-link:email-net:"))).toBe(true);
    for (const bucket of buckets) {
      expect(bucket).not.toMatch(/jane|clinic|@|192\.0\.2/i);
      expect(bucket).toMatch(/^[a-z-]+(?::[a-z-]+)?:[\w-]{43}$/);
    }
    // another secret, other buckets: no one without the server's secret can tell whose a bucket is
    const email = "jane.private@clinic.example";
    expect(limiterKey(services.config.sessionSecret, "magic-link:email", email)).not.toBe(
      limiterKey(SECRET, "magic-link:email", email),
    );
  });

  it("an address may ask again once its 15 minutes have passed", async () => {
    const base = new Date("2026-03-01T09:00:00Z");
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
    const request = (minutes: number) =>
      requestMagicLink(services, {
        email: "patient@example.com",
        ip: "192.0.2.200",
        returnTo: null,
        cookie: null,
        now: at(minutes),
      });
    for (let i = 0; i < 5; i++) expect((await request(i)).status).toBe("sent");
    expect(await request(10)).toEqual({ status: "rate-limited", retryAfterSeconds: 300, whose: "asker" });
    expect((await request(15)).status).toBe("sent");
  });

  it("one IP may ask 100 times an hour, across addresses", async () => {
    for (let i = 0; i < 100; i++) expect((await ask(`office-${i}@example.com`, "198.51.100.50")).status).toBe(200);
    expect((await ask("office-100@example.com", "198.51.100.50")).status).toBe(429);
    expect((await ask("office-100@example.com", "198.51.100.51")).status).toBe(200);
  });

  it("a burst from one network goes out after other people's links: past its first 10 in the hour, each link waits its turn", async () => {
    // the queue emptied of the tests before: only this test's links are taken
    await t.db.query(sql.unsafe`DELETE FROM pgboss.job WHERE name = 'send-email'`);
    for (let i = 0; i < 15; i++) expect((await ask(`burst-${i}@example.com`, "198.51.100.80")).status).toBe(200);
    expect((await ask("waiting-person@example.com", "203.0.113.80")).status).toBe(200);
    const next = await services.boss.fetch("send-email", { batchSize: 11 });
    const to = next.map((job) => EmailMessage.parse(openPayload(services.boss, sendEmail, job.data)).to);
    expect(to.sort()).toEqual(
      ["waiting-person@example.com", ...Array.from({ length: 10 }, (_, i) => `burst-${i}@example.com`)].sort(),
    );
  });

  it("IPv6 clients are counted by their /64: changing the last 64 bits does not reset the limit", async () => {
    for (let i = 0; i < 100; i++)
      expect((await ask(`v6-${i}@example.com`, `2001:db8:aa:bb::${(i + 1).toString(16)}`)).status).toBe(200);
    expect((await ask("v6-100@example.com", "2001:db8:aa:bb:1234:5678:9abc:def0")).status).toBe(429);
    expect((await ask("v6-100@example.com", "2001:db8:aa:bc::1")).status).toBe(200);
  });

  it("the login page's form shows the limit as the field's error", async () => {
    const post = () =>
      call(
        loginAction,
        appRequest("/login", { form: { email: "form-limit@example.com" } }),
        contextFor(services, "192.0.2.150"),
      );
    for (let i = 0; i < 5; i++) expect(((await post()) as { data: { status: string } }).data.status).toBe("sent");
    const refused = (await post()) as { data: { status: string; errors: { email: string[] } }; init: ResponseInit };
    expect(refused.init.status).toBe(429);
    expect(refused.data.errors.email[0]).toMatch(/^Too many sign-in links were requested/);
  });
});
