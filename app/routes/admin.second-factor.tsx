import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.second-factor";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { loginUrl } from "#app/auth/guards.server.ts";
import { safeReturnTo } from "#app/auth/return-to.ts";
import { SECOND_FACTOR_MESSAGES, secondFactorView, submitSecondFactor } from "#app/auth/second-factor-flow.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { PROGRAMMATIC_FOCUS, useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { Icon } from "#app/components/icon.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { noindexMeta } from "#app/site.ts";
import { errorStatus } from "#app/components/status-titles.ts";
import { retryAfter, retryAfterHeaders } from "#app/http/retry-after.ts";

// /admin/second-factor?returnTo=...: an admin's session acts as admin only after this step. First time: set up
// an authenticator app (QR code or the secret typed in) and confirm it with a code; the recovery codes are shown
// once. Afterwards: a code from the app, or a recovery code. Then on to returnTo (an admin page by default).

const CodeForm = z.object({
  code: z.string().trim().max(64).default(""),
  returnTo: z.string().max(2000).optional(),
});

type ActionResult =
  { status: "error"; message: string } | { status: "recovery-codes"; codes: string[]; returnTo: string };

function returnTarget(value: unknown): string {
  return safeReturnTo(value) ?? "/admin";
}

/** The signed-in admin (second factor pending) or the answer for anyone else. */
async function pendingAdmin(request: Request, context: Route.LoaderArgs["context"]) {
  const auth = await loadAuthState(request, context);
  if (!auth.user) throw redirect(loginUrl(request));
  if (!auth.user.adminRole) throw data("Not Allowed", { status: 403 });
  return { session: auth.session, user: auth.user };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await pendingAdmin(request, context);
  const returnTo = returnTarget(new URL(request.url).searchParams.get("returnTo"));
  if (user.isAdmin) throw redirect(returnTo);
  return { view: await secondFactorView(context.get(servicesContext), user), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user } = await pendingAdmin(request, context);
  const parsed = CodeForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data<ActionResult>({ status: "error", message: SECOND_FACTOR_MESSAGES.missingCode }, { status: 400 });
  const returnTo = returnTarget(parsed.data.returnTo);
  if (user.isAdmin) throw redirect(returnTo);
  if (!parsed.data.code)
    return data<ActionResult>({ status: "error", message: SECOND_FACTOR_MESSAGES.missingCode }, { status: 400 });
  const outcome = await submitSecondFactor(context.get(servicesContext), session, user, parsed.data.code);
  if (outcome.kind === "refused")
    return data<ActionResult>(
      { status: "error", message: outcome.message },
      { status: outcome.status, headers: outcome.retryAfterSeconds ? retryAfter(outcome.retryAfterSeconds) : {} },
    );
  if (outcome.kind === "signed-out") throw redirect(loginUrl(request));
  const headers = { "Set-Cookie": outcome.setCookie };
  if (!outcome.recoveryCodes) throw redirect(returnTo, { headers });
  return data<ActionResult>({ status: "recovery-codes", codes: outcome.recoveryCodes, returnTo }, { headers });
}

// A refusal for sending too often tells when to try again (Retry-After), as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { view, returnTo } = loaderData;
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {actionData?.status === "recovery-codes" ? (
          <RecoveryCodes codes={actionData.codes} returnTo={actionData.returnTo} />
        ) : (
          <>
            <Icon name="shield-check" className="size-10 text-brand-700" />
            <h1 className="mt-3 text-2xl font-bold text-slate-900">Two-Step Verification</h1>
            {view.mode === "setup" ? (
              <SetupIntro secret={view.secret} qrSvg={view.qrSvg} />
            ) : (
              <p className="mt-2 text-slate-700">
                Enter the 6-digit code from your authenticator app, or one of your recovery codes.
              </p>
            )}
            <CodeEntry
              error={actionData?.status === "error" ? actionData.message : undefined}
              answer={actionData}
              returnTo={returnTo}
            />
          </>
        )}
      </div>
    </section>
  );
}

function SetupIntro({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <>
      <p className="mt-2 text-slate-700">
        Admin accounts need a second step at sign-in. Scan this QR code with an authenticator app, or type the key below
        into it, then enter the 6-digit code the app shows.
      </p>
      {/* Markup made by the qrcode library from this server's own otpauth URI. */}
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto mt-4 w-48"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="mt-4 text-sm text-slate-700">
        Key: <code className="break-all font-mono text-slate-900">{secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
    </>
  );
}

/** The code's field; a refused code focuses it again (after each refusal, the same words or not), so the message it
 *  is described by is read out, and the next code can be typed at once. */
function CodeEntry({ error, answer, returnTo }: { error: string | undefined; answer: unknown; returnTo: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error, answer]);
  return (
    <Form method="post" noValidate className="mt-6 space-y-4">
      <input type="hidden" name="returnTo" value={returnTo} />
      <div>
        <label htmlFor="code" className="block text-sm font-medium text-slate-900">
          Verification code
        </label>
        <input
          ref={field}
          id="code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          autoFocus={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-error" : undefined}
          className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2 font-mono text-slate-900 aria-invalid:border-red-700"
        />
        {error && (
          <p id="code-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full">
        Verify
      </Button>
    </Form>
  );
}

function RecoveryCodes({ codes, returnTo }: { codes: string[]; returnTo: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="text-2xl font-bold text-slate-900">
        Save Your Recovery Codes
      </h1>
      <p className="mt-2 text-slate-700">
        Your authenticator app is set up. Keep these codes somewhere safe: each one signs you in once if you lose the
        app. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to={returnTo} className={buttonClass("primary", "md", "mt-6 w-full")}>
        Continue
      </Link>
    </>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Two-Step Verification");

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
