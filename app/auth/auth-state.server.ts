import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import {
  SESSION_COOKIES,
  absoluteEnd,
  createSessionStore,
  needsRenewal,
  renewSession,
  type AppSession,
} from "./session.server.ts";
import { findUserById, toCurrentUser, type CurrentUser } from "./users.server.ts";

// Who is asking, worked out once per request: the session behind the cookie and the user it names. Every guard
// reads it through here, so the root loader and a route's loader share one database read.

export type AuthState = { session: AppSession; user: CurrentUser | null };
type Context = Readonly<RouterContextProvider>;

const states = new WeakMap<Context, Promise<AuthState>>();

export function sessionStore(services: Pick<AppServices, "db" | "config">) {
  return createSessionStore(services.db, services.config);
}

async function readAuthState(request: Request, services: AppServices): Promise<AuthState> {
  const session = await sessionStore(services).getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  const row = userId ? await findUserById(services.db, userId) : null;
  const user = row ? toCurrentUser(row, services.config, Boolean(session.get("secondFactorAt"))) : null;
  // Past its absolute lifetime a session names nobody: the person signs in again.
  if (user && Date.now() >= absoluteEnd(session, user.adminRole)) return { session, user: null };
  return { session, user };
}

export function loadAuthState(request: Request, context: Context): Promise<AuthState> {
  let state = states.get(context);
  if (!state) {
    state = readAuthState(request, context.get(servicesContext));
    states.set(context, state);
  }
  return state;
}

/** After a sign-in or sign-out, what the rest of this request (a no-JS form post renders the page) should see. */
export function replaceAuthState(context: Context, state: AuthState): void {
  states.set(context, Promise.resolve(state));
}

/**
 * Sliding expiry. After the route has answered, a signed-in session that this request read, that was last
 * renewed over a day ago and that still exists (no sign-out ended it meanwhile) gets a new expiry (30 days, or up to
 * its absolute end) and cookie — at most one write per session per day.
 */
export const sessionRenewalMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const pending = states.get(context);
  if (!pending) return response;
  const services = context.get(servicesContext);
  try {
    const { session, user } = await pending;
    const now = new Date();
    const alreadySet = (response.headers.get("Set-Cookie") ?? "").includes(`${SESSION_COOKIES[services.config.mode]}=`);
    if (!user || alreadySet || !needsRenewal(session, now)) return response;
    const renewed = await renewSession(services.db, services.config, session, user.adminRole, now);
    if (renewed) response.headers.append("Set-Cookie", renewed);
  } catch (error) {
    services.logger.error({ err: error }, "session renewal failed");
  }
  return response;
};
