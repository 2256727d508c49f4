import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation, useSubmit, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth.verify";
import { loadAuthState, replaceAuthState } from "#app/auth/auth-state.server.ts";
import { REDIRECT_DELAY_MS } from "#app/auth/messages.ts";
import { inspectMagicLink, signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { PROGRAMMATIC_FOCUS, useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { Icon } from "#app/components/icon.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import { catalogue, pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";

// /auth/verify?token=... (and its French twin): the link in the sign-in email. Opening it uses nothing (mail scanners open links before
// people do); the token is used by a POST to this route's action. In the browser that asked for the link, the page
// posts it at once (scripts on) or on 'Complete Sign-In' (scripts off). Anywhere else it asks 'Continue as
// <address>?' and signs in only on 'Continue', so a link someone else asked for never signs a browser into their
// account unnoticed. Then 'Login Successful!' and, after 2 seconds, /join; or 'Verification Failed'.

const Token = z.string().trim().max(200);
const TokenForm = z.object({ token: Token.optional(), intent: z.enum(["sign-in", "continue"]).default("sign-in") });

type View =
  | { status: "verify"; token: string }
  | { status: "confirm"; token: string; email: string }
  | { status: "success" }
  | { status: "error"; message: string };

/** The words of a refused link, in the language of the page it was opened on. */
function failure(request: Request, reason: "noToken" | "invalidLink"): View {
  const language = languageOfPath(new URL(request.url).pathname);
  return { status: "error", message: translator(language, catalogue(language, "signin"))(`verify.failed.${reason}`) };
}

export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...pageCatalogue(request, "signin"), view: await linkView(request, context) };
}

async function linkView(request: Request, context: Route.LoaderArgs["context"]): Promise<View> {
  const parsed = Token.safeParse(new URL(request.url).searchParams.get("token") ?? "");
  if (!parsed.success) return failure(request, "invalidLink");
  const token = parsed.data;
  if (!token) return failure(request, "noToken");
  const link = await inspectMagicLink(context.get(servicesContext), { token, cookie: request.headers.get("Cookie") });
  if (!link) return failure(request, "invalidLink");
  return link.bound ? { status: "verify", token } : { status: "confirm", token, email: link.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, unstorable } = await readFormFields(request);
  const parsed = TokenForm.safeParse(Object.fromEntries(form));
  // A token holding text no token has (a NUL byte) is a link that does not work, as any malformed one.
  if (!parsed.success || unstorable) return data<View>(failure(request, "invalidLink"), { status: 400 });
  const { token, intent } = parsed.data;
  if (!token) return data<View>(failure(request, "noToken"), { status: 400 });
  const { session } = await loadAuthState(request, context);
  const result = await signInWithMagicLink(context.get(servicesContext), {
    token,
    session,
    ip: context.get(requestContext).ip,
    cookie: request.headers.get("Cookie"),
    confirmed: intent === "continue",
  });
  if (!result.ok && result.reason === "unconfirmed")
    return data<View>({ status: "confirm", token, email: result.email });
  if (!result.ok) return data<View>(failure(request, "invalidLink"), { status: 400 });
  replaceAuthState(context, result);
  return data<View>({ status: "success" }, { headers: { "Set-Cookie": result.setCookie } });
}

/** After a post here the page shows the action's answer; its own loader (the link, now used) is not asked again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, defaultShouldRevalidate }) =>
  formAction === currentUrl.pathname ? false : defaultShouldRevalidate;

/** The page's title, as its screen is headed: the view shown may be the action's answer, which meta never sees. */
function PageTitle({ status }: { status: View["status"] | "broken" }) {
  const t = useT();
  const title =
    status === "success"
      ? t("verify.success.heading")
      : status === "error" || status === "broken"
        ? t("verify.failed.heading")
        : t("verify.title");
  return <title>{`${title} | ${t("site.name")}`}</title>;
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData.view;
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <PageTitle status={view.status} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" aria-live="polite">
        {view.status === "verify" ? (
          <Verifying token={view.token} />
        ) : view.status === "confirm" ? (
          <Confirm token={view.token} email={view.email} />
        ) : view.status === "success" ? (
          <Success />
        ) : (
          <Failure message={view.message} />
        )}
      </div>
    </section>
  );
}

/** The browser that asked for the link: its script posts the token at once; without scripts, a button does. */
function Verifying({ token }: { token: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const started = useRef(false);
  const t = useT();
  const action = localPath(useLanguage(), "/auth/verify");
  useEffect(() => {
    if (started.current) return;
    started.current = true; // once, even where an effect runs twice (development's StrictMode)
    void submit({ token, intent: "sign-in" }, { method: "post", action, replace: true });
  }, [token, submit, action]);
  return (
    <>
      <Icon name="loader-circle" className="mx-auto size-12 text-brand-700 motion-safe:animate-spin" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("verify.verifying.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("verify.verifying.lead")}</p>
      {!hydrated && (
        <Form method="post" action={action} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="sign-in" />
          <p className="mb-3 text-sm text-slate-700">{t("verify.verifying.noScript")}</p>
          <Button type="submit" className="w-full">
            {t("verify.verifying.submit")}
          </Button>
        </Form>
      )}
    </>
  );
}

/** Another browser than the one that asked: the address, and a choice. Declining leaves the link unused. */
function Confirm({ token, email }: { token: string; email: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <Icon name="user-round" className="mx-auto size-12 text-brand-700" />
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        <T id="verify.confirm.heading" values={{ email }} components={{ email: <span className="break-all" /> }} />
      </h1>
      <p className="mt-3 text-slate-700">{t("verify.confirm.lead")}</p>
      <Form method="post" action={localPath(language, "/auth/verify")} replace className="mt-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="continue" />
        <Button type="submit" disabled={busy} className="w-full disabled:cursor-wait disabled:opacity-80">
          {t("verify.confirm.continue")}
        </Button>
      </Form>
      <Link to={localPath(language, "/")} className={buttonClass("secondary", "md", "mt-3 w-full")}>
        {t("verify.confirm.decline")}
      </Link>
    </>
  );
}

function Success() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const t = useT();
  const join = localPath(useLanguage(), "/join");
  // Rendered on the server (a post without scripts), the page moves on at once by its own refresh (a timed refresh is
  // a time limit nobody can stop or extend); otherwise the script moves on after the success has been seen.
  const [renderedOnServer] = useState(!hydrated);
  useEffect(() => {
    if (renderedOnServer) return;
    const timer = setTimeout(() => navigate(join, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [renderedOnServer, navigate, join]);
  return (
    <>
      {renderedOnServer && <meta httpEquiv="refresh" content={`0;url=${join}`} />}
      <Icon name="circle-check" className="mx-auto size-12 text-green-700" />
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        {t("verify.success.heading")}
      </h1>
      <p className="mt-3 text-slate-700">{t("verify.success.lead")}</p>
      <Link to={join} className="mt-6 inline-block font-medium text-brand-800 underline">
        {t("verify.success.continue")}
      </Link>
    </>
  );
}

function Failure({ message }: { message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const t = useT();
  return (
    <>
      <Icon name="circle-x" className="mx-auto size-12 text-red-700" />
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        {t("verify.failed.heading")}
      </h1>
      <p className="mt-3 font-medium text-red-700">{message}</p>
      <p className="mt-3 text-sm text-slate-700">{t("verify.failed.hint")}</p>
      <Link to={localPath(useLanguage(), "/login")} className={buttonClass("primary", "md", "mt-6 w-full")}>
        {t("verify.failed.again")}
      </Link>
    </>
  );
}

// The title is rendered by the page itself (PageTitle): after a post without scripts the page shows the action's
// answer, and a title made here from the loader's view would name a used link's failure on a successful sign-in.
export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <PageTitle status="broken" />
      <h1 className="text-2xl font-bold text-slate-900">{t("verify.failed.heading")}</h1>
      <p className="mt-3 font-medium text-red-700">{t("verify.failed.verifyFailed")}</p>
      <p className="mt-3 text-sm text-slate-700">{t("verify.failed.hint")}</p>
      <Link to={localPath(useLanguage(), "/login")} className={buttonClass("primary", "md", "mt-6")}>
        {t("verify.failed.again")}
      </Link>
    </section>
  );
}
