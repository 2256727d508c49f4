import QRCode from "qrcode";
import type { AppServices } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";
import { beginSetup, checkSecondFactor, confirmSetup, hasSecondFactor } from "./second-factor.server.ts";
import { completeSecondFactor } from "./sign-in.server.ts";
import type { AppSession } from "./session.server.ts";
import type { CurrentUser } from "./users.server.ts";

// The /admin/second-factor page's two steps: an admin without an authenticator sets one up (QR code or the
// secret typed in, then a first code; recovery codes are shown once), an admin with one enters a code.

export type SecondFactorView =
  { mode: "setup"; secret: string; otpauthUri: string; qrSvg: string } | { mode: "challenge" };

export type SecondFactorOutcome =
  | { kind: "passed"; setCookie: string; recoveryCodes: string[] | null }
  | { kind: "signed-out" }
  | { kind: "refused"; status: 400 | 429; message: string; retryAfterSeconds?: number };

export const SECOND_FACTOR_MESSAGES = {
  wrongCode:
    "That code is not right, or it was used already. Enter the current 6-digit code from your authenticator app.",
  missingCode: "Enter the 6-digit code from your authenticator app.",
  rateLimited: (seconds: number) =>
    `Too many tries. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes and try again.`,
};

export async function secondFactorView({ db, config }: AppServices, user: CurrentUser): Promise<SecondFactorView> {
  if (await hasSecondFactor(db, user, config)) return { mode: "challenge" };
  const setup = await beginSetup(db, user, SITE.name);
  if (!setup) return { mode: "challenge" };
  const qrSvg = await QRCode.toString(setup.otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { mode: "setup", ...setup, qrSvg };
}

/** Checks the code for the step the admin is on; on success the session is re-issued as having passed. */
export async function submitSecondFactor(
  services: AppServices,
  session: AppSession,
  user: CurrentUser,
  code: string,
): Promise<SecondFactorOutcome> {
  const enrolled = await hasSecondFactor(services.db, user, services.config);
  const result: { ok: true; recoveryCodes?: string[] } | Awaited<ReturnType<typeof checkSecondFactor>> = enrolled
    ? await checkSecondFactor(services, user, code)
    : await confirmSetup(services, user, code);
  if (!result.ok) {
    services.logger.warn(
      { event: "second-factor-failed", userId: user.id, reason: result.reason },
      "second factor refused",
    );
    return result.reason === "rate-limited"
      ? {
          kind: "refused",
          status: 429,
          message: SECOND_FACTOR_MESSAGES.rateLimited(result.retryAfterSeconds ?? 60),
          retryAfterSeconds: result.retryAfterSeconds ?? 60,
        }
      : { kind: "refused", status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode };
  }
  const setCookie = await completeSecondFactor(services, session, user);
  if (!setCookie) return { kind: "signed-out" };
  return {
    kind: "passed",
    setCookie,
    recoveryCodes: "recoveryCodes" in result ? (result.recoveryCodes ?? null) : null,
  };
}
