import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Every CHECK and unique constraint of the schema refuses a bad row (and a good row goes in).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.release());

const Id = z.object({ id: z.uuid() });

async function insertTherapist(overrides: Record<string, string | number | boolean | null> = {}) {
  const v = {
    slug: `t-${Math.random().toString(36).slice(2, 10)}`,
    email: `${Math.random().toString(36).slice(2, 10)}@example.com`,
    years: "3-5",
    province: "ON",
    accepting: "yes",
    rating: 4.5,
    reviews: 3,
    status: "approved",
    rate: 120,
    ...overrides,
  };
  return t.db.one(sql.type(Id)`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, years_experience,
                            province, accepting_clients, rating, review_count, status, rate)
    VALUES (${v.slug}, 'Ada', 'Lovelace', ${v.email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")},
            ${v.years}, ${v.province}, ${v.accepting}, ${v.rating}, ${v.reviews}, ${v.status}, ${v.rate})
    RETURNING id`);
}

describe("schema constraints", () => {
  it("accepts a valid therapist with the spec's defaults", async () => {
    const { id } = await insertTherapist();
    const row = await t.db.one(sql.type(
      z.object({ acceptingClients: z.string(), inPerson: z.boolean(), virtual: z.boolean(), featured: z.boolean() }),
    )`SELECT accepting_clients AS "acceptingClients", in_person_sessions AS "inPerson",
             virtual_sessions AS "virtual", is_featured AS featured FROM therapists WHERE id = ${id}`);
    expect(row).toEqual({ acceptingClients: "yes", inPerson: true, virtual: false, featured: false });
  });

  it.each([
    ["an unknown years-of-experience band", { years: "4-6" }],
    ["an unknown province code", { province: "XX" }],
    ["an unknown accepting-clients value", { accepting: "maybe" }],
    ["a rating above 5", { rating: 5.5 }],
    ["a negative review count", { reviews: -1 }],
    ["an unknown status", { status: "live" }],
    ["a negative rate", { rate: -10 }],
    ["an uppercase email", { email: "Someone@Example.com" }],
    ["a malformed email", { email: "not-an-email" }],
    ["a malformed slug", { slug: "Not A Slug" }],
  ])("refuses %s", async (_label, overrides) => {
    await expect(insertTherapist(overrides)).rejects.toThrow();
  });

  it("refuses duplicate therapist slugs and emails", async () => {
    await insertTherapist({ slug: "same-slug", email: "same@example.com" });
    await expect(insertTherapist({ slug: "same-slug" })).rejects.toThrow(/unique/i);
    await expect(insertTherapist({ email: "same@example.com" })).rejects.toThrow(/unique/i);
  });

  it("refuses a therapist without specialties or therapy types", async () => {
    await expect(
      t.db.query(sql.unsafe`INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types)
        VALUES ('no-specialties', 'A', 'B', 'nospec@example.com', '{}', ${sql.array(["CBT"], "text")})`),
    ).rejects.toThrow();
    await expect(
      t.db.query(sql.unsafe`INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types)
        VALUES ('no-types', 'A', 'B', 'notypes@example.com', ${sql.array(["Anxiety"], "text")}, '{}')`),
    ).rejects.toThrow();
  });

  it("refuses duplicate user emails and unknown roles", async () => {
    await t.db.query(sql.unsafe`INSERT INTO users (email) VALUES ('user@example.com')`);
    await expect(t.db.query(sql.unsafe`INSERT INTO users (email) VALUES ('user@example.com')`)).rejects.toThrow(
      /unique/i,
    );
    await expect(
      t.db.query(sql.unsafe`INSERT INTO users (email, role) VALUES ('x@example.com', 'root')`),
    ).rejects.toThrow();
  });

  it("allows one pending submission per user, and a new one after a rejection", async () => {
    const { id: userId } = await t.db.one(
      sql.type(Id)`INSERT INTO users (email) VALUES ('applicant@example.com') RETURNING id`,
    );
    const submit = () =>
      t.db.one(sql.type(Id)`
        INSERT INTO therapist_submissions (user_id, first_name, last_name, email, specialties, therapy_types)
        VALUES (${userId}, 'App', 'Licant', 'applicant@example.com', ${sql.array(["Grief & Loss"], "text")}, ${sql.array(["ACT"], "text")})
        RETURNING id`);
    const first = await submit();
    await expect(submit()).rejects.toThrow(/unique/i);
    await expect(
      t.db.query(sql.unsafe`UPDATE therapist_submissions SET status = 'rejected' WHERE id = ${first.id}`),
    ).rejects.toThrow(); // a decision needs reviewed_at
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET status = 'rejected', reviewed_at = now() WHERE id = ${first.id}`,
    );
    await expect(submit()).resolves.toBeTruthy();
  });

  it("checks blog post status, slug uniqueness and publication date", async () => {
    const { id } = await insertTherapist();
    const post = (slug: string, status: string, published: boolean) =>
      t.db.query(sql.unsafe`
        INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, published_at)
        VALUES (${id}, 'Title', ${slug}, 'Body', 'Excerpt', 'Anxiety', ${status}, ${published ? sql.fragment`now()` : null})`);
    await post("first-post", "published", true);
    await expect(post("first-post", "draft", false)).rejects.toThrow(/unique/i);
    await expect(post("second-post", "archived", false)).rejects.toThrow();
    await expect(post("third-post", "published", false)).rejects.toThrow();
    await expect(post("fourth-post", "draft", false)).resolves.toBeTruthy();
  });

  it("checks contact inquiries, payments and analytics events", async () => {
    const { id } = await insertTherapist();
    await expect(
      t.db.query(
        sql.unsafe`INSERT INTO contact_inquiries (therapist_id, name, email, message) VALUES (${id}, 'A', 'bad', 'Hi')`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.query(
        sql.unsafe`INSERT INTO contact_inquiries (therapist_id, name, email, message) VALUES (${id}, 'A', 'a@example.com', ${"x".repeat(5001)})`,
      ),
    ).rejects.toThrow();
    const { id: userId } = await t.db.one(
      sql.type(Id)`INSERT INTO users (email) VALUES ('payer@example.com') RETURNING id`,
    );
    await expect(
      t.db.query(
        sql.unsafe`INSERT INTO presignup_featured_payments (user_id, stripe_payment_id, amount, status) VALUES (${userId}, 'pi_1', 999, 'unknown')`,
      ),
    ).rejects.toThrow();
    await t.db.query(
      sql.unsafe`INSERT INTO presignup_featured_payments (user_id, stripe_payment_id, amount) VALUES (${userId}, 'pi_1', 999)`,
    );
    await expect(
      t.db.query(
        sql.unsafe`INSERT INTO presignup_featured_payments (user_id, stripe_payment_id, amount) VALUES (${userId}, 'pi_1', 999)`,
      ),
    ).rejects.toThrow(/unique/i);
    await expect(t.db.query(sql.unsafe`INSERT INTO analytics_events (type) VALUES ('click')`)).rejects.toThrow();
    await expect(
      t.db.query(sql.unsafe`INSERT INTO analytics_events (type, therapist_id) VALUES ('profile_view', ${id})`),
    ).resolves.toBeTruthy();
  });

  it("keeps updated_at current on update", async () => {
    const { id } = await insertTherapist();
    const Times = z.object({ created: z.number(), updated: z.number() });
    await t.db.query(
      sql.unsafe`UPDATE therapists SET created_at = now() - interval '1 day', updated_at = now() - interval '1 day' WHERE id = ${id}`,
    );
    await t.db.query(sql.unsafe`UPDATE therapists SET bio = 'changed' WHERE id = ${id}`);
    const row = await t.db.one(
      sql.type(Times)`SELECT created_at AS created, updated_at AS updated FROM therapists WHERE id = ${id}`,
    );
    expect(row.updated - row.created).toBeGreaterThan(23 * 3600 * 1000);
  });
});
