import { CircleCheck, CircleX, LoaderCircle } from "lucide";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth.verify";
import { loadAuthState, replaceAuthState } from "#app/auth/auth-state.server.ts";
import { MESSAGES, REDIRECT_DELAY_MS } from "#app/auth/messages.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { PROGRAMMATIC_FOCUS, useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { Icon } from "#app/components/icon.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";
import { readForm } from "#app/http/form-body.server.ts";

// /auth/verify?token=...: the link in the sign-in email. Mail scanners open links before people do, so the GET
// only renders the verifying state; the token is used by a POST — the page's script sends it to
// /api/auth/verify-magic-link, or (scripts off) the person presses the button, which posts it to this route's
// action. Then 'Login Successful!' and, after 2 seconds, /join; or 'Verification Failed'.

const TokenForm = z.object({ token: z.string().trim().max(200).optional() });

type Outcome = { status: "success" } | { status: "error"; message: string };

export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = TokenForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<Outcome>({ status: "error", message: MESSAGES.invalidLink }, { status: 400 });
  const { token } = parsed.data;
  if (!token) return data<Outcome>({ status: "error", message: MESSAGES.noToken }, { status: 400 });
  const { session } = await loadAuthState(request, context);
  const ip = context.get(requestContext).ip;
  const result = await signInWithMagicLink(context.get(servicesContext), { token, session, ip });
  if (!result.ok) return data<Outcome>({ status: "error", message: MESSAGES.invalidLink }, { status: 400 });
  replaceAuthState(context, result);
  return data<Outcome>({ status: "success" }, { headers: { "Set-Cookie": result.setCookie } });
}

async function verifyInBrowser(token: string): Promise<Outcome> {
  try {
    const response = await fetch("/api/auth/verify-magic-link", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token }),
      credentials: "same-origin",
    });
    if (response.ok) return { status: "success" };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return { status: "error", message: typeof body?.message === "string" ? body.message : MESSAGES.invalidLink };
  } catch {
    return { status: "error", message: MESSAGES.verifyFailed };
  }
}

export default function Verify({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || actionData || started.current) return;
    started.current = true; // once, even where an effect runs twice (development's StrictMode)
    void verifyInBrowser(token).then((result) => {
      setOutcome(result);
      if (result.status === "success") void revalidator.revalidate(); // the navigation learns who is signed in
    });
  }, [token, actionData, revalidator]);

  useEffect(() => {
    if (outcome?.status !== "success") return;
    const timer = setTimeout(() => navigate("/join", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const shown: Outcome | null =
    actionData ?? outcome ?? (token ? null : { status: "error", message: MESSAGES.noToken });
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" aria-live="polite">
        {shown === null ? (
          <Verifying token={token ?? ""} showButton={!hydrated} />
        ) : shown.status === "success" ? (
          <Success viaForm={Boolean(actionData)} />
        ) : (
          <Failure message={shown.message} />
        )}
      </div>
    </section>
  );
}

function Verifying({ token, showButton }: { token: string; showButton: boolean }) {
  return (
    <>
      <Icon icon={LoaderCircle} className="mx-auto size-12 text-brand-700 motion-safe:animate-spin" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Verifying Your Link</h1>
      <p className="mt-3 text-slate-700">Please wait while we sign you in.</p>
      {showButton && (
        <Form method="post" action="/auth/verify" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <p className="mb-3 text-sm text-slate-700">Nothing happening? Press the button to finish signing in.</p>
          <Button type="submit" className="w-full">
            Complete Sign-In
          </Button>
        </Form>
      )}
    </>
  );
}

function Success({ viaForm }: { viaForm: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      {/* Without scripts, the browser itself moves on after 2 seconds. */}
      {viaForm && <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/join`} />}
      <Icon icon={CircleCheck} className="mx-auto size-12 text-green-700" />
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        Login Successful!
      </h1>
      <p className="mt-3 text-slate-700">Taking you to your page...</p>
      <Link to="/join" className="mt-6 inline-block font-medium text-brand-800 underline">
        Continue
      </Link>
    </>
  );
}

function Failure({ message }: { message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <Icon icon={CircleX} className="mx-auto size-12 text-red-700" />
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        Verification Failed
      </h1>
      <p className="mt-3 font-medium text-red-700">{message}</p>
      <p className="mt-3 text-sm text-slate-700">{MESSAGES.expiredHint}</p>
      <Link to="/login" className={buttonClass("primary", "md", "mt-6 w-full")}>
        Request New Magic Link
      </Link>
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Signing In | ${SITE.name}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Verification Failed</h1>
      <p className="mt-3 font-medium text-red-700">{MESSAGES.verifyFailed}</p>
      <p className="mt-3 text-sm text-slate-700">{MESSAGES.expiredHint}</p>
      <Link to="/login" className={buttonClass("primary", "md", "mt-6")}>
        Request New Magic Link
      </Link>
    </section>
  );
}
