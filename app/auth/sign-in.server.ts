import type { RouterContextProvider } from "react-router";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import type { AuthState } from "./auth-state.server.ts";
import { loadAuthState, replaceAuthState, sessionStore } from "./auth-state.server.ts";
import { bindBrowser, browserBinding } from "./browser-binding.server.ts";
import { magicLinkEmail } from "./magic-link-email.server.ts";
import { consume, ipBucket, limiterKey, mailboxOf } from "./rate-limit.server.ts";
import {
  VISITOR_SESSION_MAX_AGE_SECONDS,
  reissueSignedInSession,
  saveSignedInSession,
  secondsUntil,
  sessionExpiry,
  type AppSession,
  type SessionData,
} from "./session.server.ts";
import {
  consumeMagicLinkToken,
  findMagicLinkToken,
  generateToken,
  insertMagicLinkToken,
  type UsableToken,
} from "./tokens.server.ts";
import { findOrCreateUser, recordSignIn, toCurrentUser, type CurrentUser } from "./users.server.ts";

// Sign-in by emailed link, start to finish. Tokens never reach a log line; sign-ins are logged by user id.

const LINK_LIMITS = {
  /**
   * Per address and per asking network: what one person may ask for in a while. Counted per network, so that
   * nobody can use up another person's links by asking for them from elsewhere.
   */
  perAddressFromNetwork: { limit: 5, windowSeconds: 15 * 60 },
  /** Per address from everywhere: the most links an inbox receives in an hour, however many networks ask. */
  perAddress: { limit: 20, windowSeconds: 3600 },
  /** Looser: a clinic or office network shares one address. */
  perIp: { limit: 100, windowSeconds: 3600 },
  /**
   * The links one network asks for in its hour that go out in turn with all other mail; each one past them goes
   * out after it (one priority step lower each): a burst of requests from one place never delays another
   * person's link or message.
   */
  inTurnPerIp: 10,
} as const;

/**
 * A refusal says whose limit was reached (`whose`): "asker" (this network asked too often, for this address or for any) or
 * "inbox" (the address received its hour's links, asked for from several networks: the newest of them, in the
 * inbox, still signs in from any browser once confirmed there).
 */
export type LinkRequestResult =
  | { status: "sent"; setCookie: string }
  | { status: "rate-limited"; retryAfterSeconds: number; whose: "asker" | "inbox" };

/** The whole minutes a rate-limited person is told to wait (at least one). */
export function rateLimitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** The catalogue's message for a refused request (signin area). */
export function rateLimitWords(result: { retryAfterSeconds: number; whose: "asker" | "inbox" }) {
  const id = result.whose === "inbox" ? "signin.rateLimited.inbox" : "signin.rateLimited";
  return { id, values: { minutes: rateLimitMinutes(result.retryAfterSeconds) } } as const;
}

/**
 * Emails a sign-in link to any well-formed address (an account is made on first use, so the answer never says
 * whether one exists), unless this network asked too often (for any address, or for this one), or this address
 * received its hour's links. The token row and the email job are written in one transaction. The link is bound to the asking browser: the answer's cookie (`cookie` is the
 * request's Cookie header) is what lets that browser use it without being asked.
 */
export async function requestMagicLink(
  { db, boss, config, logger }: AppServices,
  {
    email,
    ip,
    returnTo,
    cookie,
    language = "en",
    now = new Date(),
  }: {
    email: string;
    ip: string;
    returnTo: string | null;
    cookie: string | null;
    /** The language of the page that asked: the email's, and the account's once the link is used. */
    language?: Language;
    now?: Date;
  },
): Promise<LinkRequestResult> {
  const key = (scope: string, subject: string) => limiterKey(config.sessionSecret, scope, subject);
  const network = ipBucket(ip);
  const mailbox = mailboxOf(email);
  // Each limit counts only the requests the ones before it let through.
  const checks = [
    { scope: "magic-link:ip", subject: network, whose: "asker", ...LINK_LIMITS.perIp },
    {
      scope: "magic-link:email-net",
      subject: `${mailbox}\n${network}`,
      whose: "asker",
      ...LINK_LIMITS.perAddressFromNetwork,
    },
    { scope: "magic-link:email", subject: mailbox, whose: "inbox", ...LINK_LIMITS.perAddress },
  ] as const;
  let networkHits = 0;
  for (const { scope, subject, whose, ...window } of checks) {
    const result = await consume(db, { key: key(scope, subject), ...window, now });
    if (!result.allowed) {
      logger.warn({ event: "magic-link-rate-limited", ip, by: scope }, "magic link refused");
      return { status: "rate-limited", retryAfterSeconds: result.retryAfterSeconds, whose };
    }
    if (scope === "magic-link:ip") networkHits = result.hits;
  }
  const token = generateToken();
  const browser = await bindBrowser(cookie, config.mode);
  await db.transaction(async (tx) => {
    await insertMagicLinkToken(tx, { email, token, returnTo, browser: browser.value, now, language });
    await enqueue(boss, sendEmail, magicLinkEmail(email, config.appUrl, token, language), {
      db: tx,
      priority: Math.min(0, LINK_LIMITS.inTurnPerIp - networkHits),
    });
  });
  logger.info({ event: "magic-link-requested", ip }, "magic link sent");
  return { status: "sent", setCookie: browser.setCookie };
}

/** Whether a link can be used and by whom, without using it: what the page a link opens shows. */
export async function inspectMagicLink(
  { db, config }: AppServices,
  { token, cookie, now = new Date() }: { token: string; cookie: string | null; now?: Date },
): Promise<UsableToken | null> {
  return findMagicLinkToken(db, token, await browserBinding(cookie, config.mode), now);
}

export type SignInResult =
  | ({ ok: true; setCookie: string } & AuthState)
  | { ok: false; reason: "invalid" }
  /** A valid link that another browser asked for, not confirmed here: nothing was used. */
  | { ok: false; reason: "unconfirmed"; email: string };

/**
 * Uses the token (atomically: one winner among concurrent uses) if this browser asked for it (its binding cookie,
 * in `cookie`) or the person confirmed the address (`confirmed`), makes the account on first sign-in, and
 * starts a new session: the old session row (if any) is deleted and a new id issued, so a session id planted
 * before sign-in is worthless after it. The return target comes from the link, else from the old session.
 */
export async function signInWithMagicLink(
  { db, config, logger }: AppServices,
  {
    token,
    session,
    ip,
    cookie,
    confirmed,
    now = new Date(),
  }: { token: string; session: AppSession; ip: string; cookie: string | null; confirmed: boolean; now?: Date },
): Promise<SignInResult> {
  const browser = await browserBinding(cookie, config.mode);
  const signedIn = await db.transaction(async (tx) => {
    const used = await consumeMagicLinkToken(tx, token, { browser, confirmed }, now);
    if (!used) return { pending: await findMagicLinkToken(tx, token, browser, now) };
    const user = await findOrCreateUser(tx, used.email);
    await recordSignIn(tx, user.id, now, used.language);
    return { user, returnTo: used.returnTo };
  });
  if ("pending" in signedIn) {
    const { pending } = signedIn;
    if (pending) {
      logger.info(
        { event: "sign-in-needs-confirmation", ip },
        "link opened in another browser than the one that asked",
      );
      return { ok: false, reason: "unconfirmed", email: pending.email };
    }
    logger.warn({ event: "sign-in-failed", reason: "invalid-or-expired-link", ip }, "sign-in failed");
    return { ok: false, reason: "invalid" };
  }
  const storage = sessionStore({ db, config });
  const returnTo = signedIn.returnTo ?? session.get("returnTo");
  if (session.id) await storage.destroySession(session);
  const fresh = await storage.getSession();
  fresh.set("userId", signedIn.user.id);
  fresh.set("renewedAt", now.getTime());
  fresh.set("signedInAt", now.getTime());
  if (returnTo) fresh.set("returnTo", returnTo);
  const user = toCurrentUser(signedIn.user, config, false);
  const setCookie = await storage.commitSession(fresh, {
    maxAge: secondsUntil(sessionExpiry(fresh, user.adminRole, now), now),
  });
  logger.info({ event: "sign-in", userId: signedIn.user.id, ip }, "sign-in succeeded");
  return { ok: true, setCookie, session: fresh, user };
}

/**
 * After an admin passed the second factor: a new session id (the old row deleted) carrying the same sign-in and
 * the time of the second factor, so an id seen before this step is worthless after it. A session signed out since
 * it was read is not re-issued: null, and it stays signed out.
 */
export async function completeSecondFactor(
  services: AppServices,
  session: AppSession,
  user: CurrentUser,
  now = new Date(),
): Promise<string | null> {
  const data: SessionData = { ...session.data, secondFactorAt: now.getTime() };
  // the same sign-in, so the same absolute end
  const expires = sessionExpiry(session, user.adminRole, now);
  const setCookie = await reissueSignedInSession(services.db, services.config, session, data, expires, now);
  if (setCookie) services.logger.info({ event: "second-factor", userId: user.id }, "second factor passed");
  return setCookie;
}

/** Deletes the session row (the old cookie then names nothing) and answers the cookie that clears it. */
export async function signOut(
  services: AppServices,
  { session, userId }: { session: AppSession; userId?: string },
): Promise<string> {
  const setCookie = await sessionStore(services).destroySession(session);
  if (userId) services.logger.info({ event: "sign-out", userId }, "signed out");
  return setCookie;
}

/**
 * Signs the request's browser out: its session row deleted, and the rest of the request (the page it renders) seeing
 * nobody signed in; answers the cookie that clears it.
 */
export async function signOutThisBrowser(request: Request, context: Readonly<RouterContextProvider>): Promise<string> {
  const { session, user } = await loadAuthState(request, context);
  const setCookie = await signOut(context.get(servicesContext), { session, userId: user?.id });
  replaceAuthState(context, { session, user: null });
  return setCookie;
}

/** Remembers where a signed-out visitor was going, for after sign-in. */
export async function storeReturnTo(
  services: AppServices,
  session: AppSession,
  returnTo: string | null,
): Promise<string | null> {
  if (!returnTo && !session.has("returnTo")) return null; // nothing to remember: no session row for this visit
  if (returnTo) session.set("returnTo", returnTo);
  else session.unset("returnTo");
  return sessionStore(services).commitSession(session, { maxAge: VISITOR_SESSION_MAX_AGE_SECONDS });
}

/**
 * Takes the stored return target out of a signed-in session (used once, by /join). The session keeps its lifetime:
 * its row and cookie still end by its absolute end (an admin's 12 hours after sign-in). A session signed out since
 * it was read is not written back: null, and it stays signed out.
 */
export async function takeReturnTo(
  services: AppServices,
  session: AppSession,
  user: Pick<CurrentUser, "adminRole">,
  now: Date = new Date(),
): Promise<{ returnTo: string | undefined; setCookie: string } | null> {
  const returnTo = session.get("returnTo");
  session.unset("returnTo");
  const expires = sessionExpiry(session, user.adminRole, now);
  const setCookie = await saveSignedInSession(services.db, services.config, session, expires, now);
  return setCookie === null ? null : { returnTo, setCookie };
}
