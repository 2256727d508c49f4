import { appQuery } from "./app-database.ts";

// An approved listing inserted straight into the app's database for an account that already exists (a signed-in
// therapist whose editor or dashboard a spec then drives): what the columns say unless the spec says otherwise. It is
// not indexed until something reindexes it (an edit saved, the refresh job).

const BIO = "I help adults with anxiety and stress using CBT and mindfulness, in person and online. ".repeat(2);

/** The listing's columns a spec may set; each a `therapists` column, by its SQL name. */
type Columns = Record<string, string | number | boolean | Date | readonly string[]>;

/** Inserts an approved listing owned by `email`'s account, `columns` over the defaults; its id and slug. */
export async function insertOwnListing(email: string, columns: Columns = {}): Promise<{ id: string; slug: string }> {
  const row: Columns = {
    slug: `listing-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    first_name: "Test",
    last_name: "Listing",
    email,
    phone: "416-555-0100",
    credentials: "M.A., RP",
    license_number: "CRPO-1",
    years_experience: "6-10",
    specialties: ["Anxiety"],
    therapy_types: ["CBT"],
    city: "Toronto",
    province: "ON",
    bio: BIO,
    rate: 140,
    status: "approved",
    ...columns,
  };
  const names = Object.keys(row);
  const [listing] = await appQuery<{ id: string; slug: string }>(
    `INSERT INTO therapists (user_id, ${names.join(", ")})
     VALUES ((SELECT id FROM users WHERE email = $1), ${names.map((_, i) => `$${i + 2}`).join(", ")})
     RETURNING id, slug`,
    [email, ...names.map((name) => row[name])],
  );
  return listing!;
}
