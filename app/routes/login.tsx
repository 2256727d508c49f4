import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { loadAuthState } from "#app/auth/auth-state.server.ts";
import { EmailAddress } from "#app/auth/email.ts";
import { DEFAULT_RETURN_TO } from "#app/auth/return-to.ts";
import { rateLimitWords, requestMagicLink } from "#app/auth/sign-in.server.ts";
import { languageOfRequest } from "#app/i18n/request-language.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { postOrUnsent, type Unsent } from "#app/components/post-or-unsent.ts";
import { PROGRAMMATIC_FOCUS, useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { Icon } from "#app/components/icon.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import { catalogue, pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { errorStatus } from "#app/components/status-titles.ts";
import { retryAfter, retryAfterHeaders } from "#app/http/retry-after.ts";

// /login and /fr/connexion: the email form, then 'Check Your Email'. The form posts to this route's action, through a fetcher
// when scripts run ('Sending...') and as a plain form post when they do not. A link asked for on the French page
// leads back to a French page: the stored return target, or the French dashboard where it is served.

const LoginForm = z.object({ email: EmailAddress });

export function loader({ request }: Route.LoaderArgs) {
  return pageCatalogue(request, "signin");
}

type Result = { status: "sent"; email: string } | { status: "error"; email: string; errors: FieldErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(language, catalogue(language, "signin"));
  const { form, unstorable } = await readFormFields(request);
  const raw = String(form.get("email") ?? "");
  const parsed = LoginForm.safeParse({ email: raw });
  // An address holding text no address has (a NUL byte) is refused at the field, as any malformed one.
  if (!parsed.success || unstorable?.email)
    return data<Result>(
      { status: "error", email: unstorable?.email ? "" : raw, errors: { email: [t("signin.email.invalid")] } },
      { status: 400 },
    );
  const { email } = parsed.data;
  const services = context.get(servicesContext);
  try {
    const { session } = await loadAuthState(request, context);
    const ip = context.get(requestContext).ip;
    const result = await requestMagicLink(services, {
      email,
      ip,
      returnTo: session.get("returnTo") ?? (language === "en" ? null : localPath(language, DEFAULT_RETURN_TO)),
      cookie: request.headers.get("Cookie"),
      language: languageOfRequest(request, form.get("language")),
    });
    if (result.status === "rate-limited") {
      const refusal = rateLimitWords(result);
      const errors = { email: [t(refusal.id, refusal.values)] };
      return data<Result>(
        { status: "error", email, errors },
        { status: 429, headers: retryAfter(result.retryAfterSeconds) },
      );
    }
    return data<Result>({ status: "sent", email }, { headers: { "Set-Cookie": result.setCookie } });
  } catch (error) {
    if (error instanceof Response) throw error; // the database is unavailable: 503
    services.logger.error({ err: error }, "magic link request failed");
    return data<Result>({ status: "error", email, errors: { email: [t("signin.sendFailed")] } }, { status: 500 });
  }
}

// A refusal for sending too often tells when to try again (Retry-After), as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

// A request the connection lost or the server failed on is told at the field, the address still typed.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postOrUnsent(serverAction);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const result = fetcher.data ?? actionData;
  // Send Another Link brings the form back in place of the message (and of the button pressed)
  const [again, setAgain] = useState(false);
  return (
    // No live region around the card: a screen reader would read all of it again on every change. The message that
    // a link was sent takes focus (its heading), and a refusal focuses the field it describes.
    <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {result?.status === "sent" ? (
          <Sent
            email={result.email}
            onReset={() => {
              setAgain(true);
              fetcher.reset();
            }}
          />
        ) : (
          <EmailForm fetcher={fetcher} result={result} again={again} />
        )}
      </div>
    </section>
  );
}

function EmailForm({
  fetcher,
  result,
  again,
}: {
  fetcher: ReturnType<typeof useFetcher<typeof clientAction>>;
  result: Result | Unsent | undefined;
  /** The form is back after Send Another Link. */
  again: boolean;
}) {
  const t = useT();
  const path = localPath(useLanguage(), "/login");
  const busy = fetcher.state !== "idle";
  const error =
    result?.status === "error"
      ? (result.errors.email?.[0] ?? result.errors._?.[0])
      : result?.status === 503
        ? t("signin.sendFailed")
        : undefined;
  // Focus goes to the field when the form comes back or is refused: the control pressed is gone (Send Another
  // Link) or was disabled while it sent, which leaves focus nowhere.
  const field = useRef<HTMLInputElement>(null);
  const focusField = again || error !== undefined;
  useEffect(() => {
    if (focusField && !busy) field.current?.focus();
  }, [focusField, busy, result]);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t("signin.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("signin.lead")}</p>
      <fetcher.Form method="post" action={path} noValidate className="mt-6 space-y-4">
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-900">
            {t("signin.email.label")}
          </label>
          <input
            ref={field}
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={result && "email" in result ? result.email : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "email-error login-note" : "login-note"}
            // a refused address sent without scripts comes back with the field focused, its error read with it
            autoFocus={error !== undefined}
            className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700"
            placeholder={t("signin.email.placeholder")}
          />
          {/* an alert of its own: pressing Enter in the field leaves focus where it is, so moving it tells nothing */}
          {error && (
            <p id="email-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} className="w-full disabled:cursor-wait disabled:opacity-80">
          {busy ? t("signin.sending") : t("signin.send")}
        </Button>
      </fetcher.Form>
      <p id="login-note" className="mt-4 text-center text-sm text-slate-700">
        {t("signin.note")}
      </p>
    </>
  );
}

function Sent({ email, onReset }: { email: string; onReset: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const t = useT();
  const path = localPath(useLanguage(), "/login");
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100">
        <Icon name="mail" className="size-6 text-brand-800" />
      </span>
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="mt-4 text-2xl font-bold text-slate-900">
        {t("signin.sent.heading")}
      </h1>
      <p className="mt-3 text-slate-700">
        <T
          id="signin.sent.to"
          values={{ email }}
          components={{ email: <strong className="break-all text-slate-900" /> }}
        />
      </p>
      <p className="mt-3 text-sm text-slate-700">{t("signin.sent.expiry")}</p>
      {/* A GET of /login: a fresh form without scripts; with them, the fetcher is reset too. */}
      <Form method="get" action={path} onSubmit={onReset} className="mt-6">
        <button
          type="submit"
          className="w-full rounded-md border border-slate-400 px-4 py-2.5 font-medium text-slate-900 hover:bg-slate-100"
        >
          {t("signin.sent.again")}
        </button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  const site = t("site.name");
  // Without the page's words (it failed before its loader answered) only the title, from the common words.
  const description = loaderData?.catalogue
    ? [{ name: "description", content: t("signin.description", { site }) }]
    : [];
  return [{ title: `${t("signin.title")} | ${site}` }, ...description];
};

/** A form the server could not read (400), a short outage (503) or anything else, in the common words: the page's
 *  own are not there when its action or loader failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = errorStatus(error);
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("signin.title")}</h1>
      <p role="alert" className="mt-4 font-medium text-red-700">
        {t(status === 400 ? "status.400.text" : status === 503 ? "status.503.text" : "status.other.text")}
      </p>
      <Link to={localPath(useLanguage(), "/login")} reloadDocument className={buttonClass("primary", "md", "mt-8")}>
        {t("signin.tryAgain")}
      </Link>
    </section>
  );
}
