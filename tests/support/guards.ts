import type { RouterContextProvider } from "react-router";
import type { AppServices } from "#app/context.server.ts";
import { signedInCookie } from "./auth.ts";

// What the guard tests share (auth-guards*.test.ts): every kind of person a protected route is tried as, with a
// signed-in session each (the visitor has none), who of them each kind of access allows, and route handlers in
// the shape the tests call them.

export type Person = "visitor" | "therapist" | "other therapist" | "admin by ADMIN_EMAILS" | "admin by role";
export type Access = "signed-in" | "admin";
export type Handler = (args: { request: Request; context: RouterContextProvider }) => Promise<Response>;

export const PEOPLE: Person[] = ["visitor", "therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"];

export const ALLOWED: Record<Access, Person[]> = {
  "signed-in": ["therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"],
  admin: ["admin by ADMIN_EMAILS", "admin by role"],
};

/** The services' config must list listed-admin@example.com in ADMIN_EMAILS. */
export async function signInEveryone(services: AppServices): Promise<Map<Person, string | undefined>> {
  const cookies = new Map<Person, string | undefined>();
  cookies.set("visitor", undefined);
  cookies.set("therapist", await signedInCookie(services, "owner@example.com"));
  cookies.set("other therapist", await signedInCookie(services, "other@example.com"));
  cookies.set("admin by ADMIN_EMAILS", await signedInCookie(services, "listed-admin@example.com"));
  cookies.set("admin by role", await signedInCookie(services, "role-admin@example.com", "admin"));
  return cookies;
}

/** A handler given route params (the tests' callers pass none). */
export const withParams =
  (handler: unknown, params: Record<string, string>): Handler =>
  (args) =>
    (handler as Handler)({ ...args, params } as never);
export const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** A thrown `data()` answer (React Router renders it with its status), or undefined for anything else. */
export const thrownStatus = (value: unknown) =>
  value && typeof value === "object" && "init" in value
    ? (value as { init: { status: number } }).init.status
    : undefined;
