import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { JOBS } from "#indexer/jobs/index.ts";
import {
  ACTION_LINK_RETENTION_DAYS,
  issueActionLink,
  peekActionLink,
  purgeActionLinks,
  redeemActionLink,
} from "#app/links/action-links.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Emailed single-purpose links: valid once, until they expire, for their own purpose; a malformed or unknown token
// is simply invalid. Only the token's hash is stored.

let t: TestDatabase;
const DAY = 86_400_000;
const T0 = new Date("2026-11-28T12:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const SUBJECT = "7b0f4a52-2f6e-4c52-9c39-0d3c2b0e5a11";
const issue = () =>
  issueActionLink(t.db, { purpose: "availability-confirm", subjectId: SUBJECT, now: T0, validDays: 14 });

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.release());

describe("action links", () => {
  it("issues a 256-bit base64url token and stores only its hash", async () => {
    const token = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.any(sql.type(z.object({ tokenHash: z.string() }))`
      SELECT token_hash AS "tokenHash" FROM action_links WHERE token_hash = ${token}`);
    expect(stored).toEqual([]);
  });

  it("peeks without using the link, then redeems it once", async () => {
    const token = await issue();
    const query = { token, purpose: "availability-confirm", now: at(1) } as const;
    expect(await peekActionLink(t.db, query)).toEqual({ kind: "valid", subjectId: SUBJECT });
    expect(await peekActionLink(t.db, query)).toEqual({ kind: "valid", subjectId: SUBJECT });
    expect(await redeemActionLink(t.db, query)).toEqual({ kind: "valid", subjectId: SUBJECT });
    expect(await redeemActionLink(t.db, query)).toEqual({ kind: "used" });
    expect(await peekActionLink(t.db, query)).toEqual({ kind: "used" });
  });

  it("lets exactly one of several concurrent redemptions through", async () => {
    const token = await issue();
    const query = { token, purpose: "availability-confirm", now: at(1) } as const;
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => redeemActionLink(t.db, query)));
    expect(outcomes.filter((outcome) => outcome.kind === "valid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "used")).toHaveLength(3);
  });

  it("expires after its valid days", async () => {
    const token = await issue();
    const inside = { token, purpose: "availability-confirm", now: new Date(at(14).getTime() - 1) } as const;
    expect((await peekActionLink(t.db, inside)).kind).toBe("valid");
    const after = { ...inside, now: at(14) };
    expect(await peekActionLink(t.db, after)).toEqual({ kind: "expired" });
    expect(await redeemActionLink(t.db, after)).toEqual({ kind: "expired" });
    expect((await redeemActionLink(t.db, inside)).kind).toBe("valid");
  });

  it("is invalid for another purpose, and leaves the link usable for its own", async () => {
    const token = await issue();
    const wrong = { token, purpose: "availability-update", now: at(1) } as const;
    expect(await peekActionLink(t.db, wrong)).toEqual({ kind: "invalid" });
    expect(await redeemActionLink(t.db, wrong)).toEqual({ kind: "invalid" });
    expect((await redeemActionLink(t.db, { ...wrong, purpose: "availability-confirm" })).kind).toBe("valid");
  });

  it.each(["", "short", "x".repeat(43) + "=", "a b".repeat(15), "../../etc/passwd", "A".repeat(43)])(
    "answers invalid for a malformed or unknown token %j",
    async (token) => {
      const query = { token, purpose: "availability-confirm", now: at(1) } as const;
      expect(await peekActionLink(t.db, query)).toEqual({ kind: "invalid" });
      expect(await redeemActionLink(t.db, query)).toEqual({ kind: "invalid" });
    },
  );

  it("purges links that expired more than the retention period ago, by a nightly job", async () => {
    const token = await issue();
    const query = { token, purpose: "availability-confirm", now: at(20) } as const;
    await purgeActionLinks(t.db, at(14 + ACTION_LINK_RETENTION_DAYS - 1));
    expect(await peekActionLink(t.db, query)).toEqual({ kind: "expired" });
    expect(await purgeActionLinks(t.db, at(14 + ACTION_LINK_RETENTION_DAYS + 1))).toBeGreaterThan(0);
    expect(await peekActionLink(t.db, query)).toEqual({ kind: "invalid" });
    expect(JOBS.find((handler) => handler.job.name === "purge-action-links")?.job.schedule).toMatch(
      /^\S+ \S+ \* \* \*$/,
    );
  });
});
