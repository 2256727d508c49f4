import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";

// Who may write. A signed-in therapist with an approved profile linked to their account writes as themself; an
// admin may write as (and moderate) any approved therapist; anyone else may not write.

const AuthorRow = z.object({ id: z.uuid(), name: z.string(), credentials: z.string().nullable() });
export type AuthorOption = z.infer<typeof AuthorRow>;

export type Writer =
  | { kind: "admin"; user: CurrentUser }
  | { kind: "therapist"; user: CurrentUser; therapist: AuthorOption }
  | { kind: "none"; user: CurrentUser };

const authorColumns = sql.fragment`t.id, t.first_name || ' ' || t.last_name AS name, t.credentials`;

export async function writerFor(db: CommonQueryMethods, user: CurrentUser): Promise<Writer> {
  if (user.isAdmin) return { kind: "admin", user };
  const therapist = await db.maybeOne(sql.type(AuthorRow)`
    SELECT ${authorColumns} FROM therapists t
    WHERE t.user_id = ${user.id} AND t.status = 'approved' ORDER BY t.updated_at DESC LIMIT 1`);
  return therapist ? { kind: "therapist", user, therapist } : { kind: "none", user };
}

/** At most this many therapists are offered to an admin in the author select (by name). */
const ADMIN_AUTHOR_OPTIONS = 1000;

/** The authors the writer may choose: themself, or (admin) the approved therapists by name. */
export async function authorOptions(db: CommonQueryMethods, writer: Writer): Promise<AuthorOption[]> {
  if (writer.kind === "therapist") return [writer.therapist];
  if (writer.kind === "none") return [];
  const rows = await db.any(sql.type(AuthorRow)`
    SELECT ${authorColumns} FROM therapists t WHERE t.status = 'approved'
    ORDER BY t.last_name, t.first_name, t.id LIMIT ${ADMIN_AUTHOR_OPTIONS}`);
  return [...rows];
}

/** True when the writer may publish as this therapist (an admin: any approved therapist). */
export async function mayWriteAs(
  db: CommonQueryMethods,
  writer: Writer,
  therapistId: string,
): Promise<"ok" | "forbidden" | "unknown"> {
  if (writer.kind === "none") return "forbidden";
  if (writer.kind === "therapist") return writer.therapist.id === therapistId ? "ok" : "forbidden";
  const exists = await db.exists(
    sql.unsafe`SELECT 1 FROM therapists WHERE id = ${therapistId} AND status = 'approved'`,
  );
  return exists ? "ok" : "unknown";
}

/** True when the writer may change this post (its author, or an admin). */
export function mayChange(writer: Writer, post: { therapistId: string }): boolean {
  return writer.kind === "admin" || (writer.kind === "therapist" && writer.therapist.id === post.therapistId);
}
