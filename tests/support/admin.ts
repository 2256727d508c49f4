import type { RouterContextProvider } from "react-router";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { adminMiddleware } from "#app/admin/page-access.server.ts";

// What the admin tests share: pending applications written straight to the table, a caller for route
// handlers that take URL parameters, and admin page handlers run as React Router runs them.

let counter = 0;

/** A pending application (its applicant user created if needed); returns the submission and user ids. */
export async function seedSubmission(
  db: CommonQueryMethods,
  input: { firstName?: string; lastName?: string; email?: string; city?: string; userEmail?: string } = {},
): Promise<{ id: string; userId: string }> {
  const n = counter++;
  const email = input.email ?? `applicant-${n}-${Date.now()}@example.com`;
  const userId = await db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email) VALUES (${input.userEmail ?? email})
    ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`);
  const id = await db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapist_submissions (user_id, first_name, last_name, email, credentials, specialties, therapy_types, city, province, bio)
    VALUES (${userId}, ${input.firstName ?? "Casey"}, ${input.lastName ?? `Tester${n}`}, ${email}, 'M.A., RP',
      ${sql.array(["Anxiety", "Depression", "Trauma"], "text")}, ${sql.array(["CBT"], "text")},
      ${input.city ?? "Toronto"}, 'ON', 'A bio long enough for the directory.')
    RETURNING id`);
  return { id, userId };
}

type Handler = (args: never) => unknown;

/** Calls a route handler with params; a thrown Response is returned like a returned one. */
export async function callWith(
  handler: Handler,
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string>,
): Promise<Response> {
  const args = { request, context, params, url: new URL(request.url), pattern: "" };
  try {
    const result = await (handler as (a: typeof args) => Promise<unknown>)(args);
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${JSON.stringify(result)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * An admin page's loader or action as React Router runs it: behind the admin layout route's middleware, which
 * throws its refusals and redirects as they are (the handler is not called) and hands the admin to the handler.
 */
export function behindAdminLayout<H extends (args: never) => unknown>(handler: H) {
  return async (args: Parameters<H>[0]): Promise<Awaited<ReturnType<H>>> => {
    let result: Awaited<ReturnType<H>> | undefined;
    await adminMiddleware(args as Parameters<typeof adminMiddleware>[0], async () => {
      result = (await handler(args)) as Awaited<ReturnType<H>>;
      return new Response(null);
    });
    return result as Awaited<ReturnType<H>>;
  };
}
