import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { APP_URL } from "./auth.ts";

// What the fees and coverage tests share: forms posted as a browser posts them, and a listing's stored columns.

/** A posted form: repeated names for lists, as a browser sends them. */
export function formRequest(path: string, cookie: string, entries: [string, string][]) {
  return new Request(`${APP_URL}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: APP_URL },
    body: new URLSearchParams(entries),
  });
}
export const profileForm = (fields: Record<string, string | string[]>): [string, string][] =>
  Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value)
      ? [[`${name}Present`, "1"], ...value.map((v): [string, string] => [name, v])]
      : [[name, value]],
  );

/** A listing's columns, named as fields (numbers as numbers, the confirmation in epoch ms). */
export async function listingColumns(db: CommonQueryMethods, email: string) {
  const row = await db.oneFirst(sql.type(z.object({ row: z.record(z.string(), z.unknown()) }))`
    SELECT to_jsonb(t) AS row FROM therapists t WHERE email = ${email}`);
  const fields = Object.entries(row).map(([column, value]) => [
    column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    column === "direct_billing_confirmed_at" && typeof value === "string" ? Date.parse(value) : value,
  ]);
  return Object.fromEntries(fields) as Record<string, unknown> & { directBillingConfirmedAt: number | null };
}
