import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { UNPROVED_MESSAGE } from "#app/admin/approval-listing.server.ts";
import { findSubmission } from "#app/admin/review.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as approveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { callWith, seedSubmission } from "../support/admin.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";

// Listing takeover: an application's typed email never hands an existing profile to the applicant unless they
// proved the address (by signing in with it, or by opening the link sent to it).

let t: TestDatabase;
let services: AppServices;
let admin = "";
let server: AppServer;

const approve = (id: string) =>
  callWith(
    approveApi as never,
    appRequest(`/api/admin/submissions/${id}/approve`, { json: {}, cookie: admin }),
    contextFor(services),
    { id },
  );

const Listing = z.object({ userId: z.uuid().nullable(), firstName: z.string() });
const listing = (email: string) =>
  t.db.one(sql.type(Listing)`
  SELECT user_id AS "userId", first_name AS "firstName" FROM therapists WHERE email = ${email}`);

async function unlinkedListing(email: string, slug: string) {
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, city, province, status)
    VALUES (${slug}, 'Vera', 'Victim', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'Toronto', 'ON', 'approved')`);
}

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("approval of an application whose typed email matches an unlinked profile", () => {
  it("refuses (409) when the applicant signed in with another address, and leaves the listing alone", async () => {
    await unlinkedListing("vera@example.com", "vera-victim");
    const { id } = await seedSubmission(t.db, {
      firstName: "Mallory",
      email: "vera@example.com",
      userEmail: "mallory@example.com",
    });
    const review = await findSubmission(t.db, id);
    expect(review).toMatchObject({
      email: "vera@example.com",
      accountEmail: "mallory@example.com",
      emailProven: false,
      match: { slug: "vera-victim", linkedToApplicant: false, linkedToOther: false },
    });
    const page = await fetch(`http://127.0.0.1:${server.port}/admin/submissions/${id}`, { headers: { Cookie: admin } });
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Signed in as");
    expect(html).toContain(
      "Not confirmed: the application says vera@example.com, but the applicant signs in as mallory@example.com and has not opened the link sent to vera@example.com.",
    );
    expect(html).toContain("/therapists/vera-victim");
    expect(html).toContain("approval is refused because the applicant has not proved its address");
    const response = await approve(id);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(UNPROVED_MESSAGE);
    expect(await listing("vera@example.com")).toEqual({ userId: null, firstName: "Vera" });
  });

  it("links the listing when the applicant signed in with that address", async () => {
    await unlinkedListing("owen@example.com", "owen-owner");
    const { id, userId } = await seedSubmission(t.db, { firstName: "Owen", email: "owen@example.com" });
    expect(await findSubmission(t.db, id)).toMatchObject({
      accountEmail: "owen@example.com",
      match: { slug: "owen-owner" },
    });
    const response = await approve(id);
    expect(response.status).toBe(200);
    expect((await response.json()).slug).toBe("owen-owner");
    expect(await listing("owen@example.com")).toEqual({ userId, firstName: "Owen" });
  });
});
