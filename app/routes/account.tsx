import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { DeleteConfirmation, deleteAccount } from "#app/account/deletion.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { signOutThisBrowser } from "#app/auth/sign-in.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { describedBy, Field, inputClass } from "#app/components/form-field.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { catalogue, pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { PAYMENT_RECORD_RETENTION_YEARS } from "#app/privacy/retention.ts";
import { noindexMeta } from "#app/site.ts";
import { pageTitleId } from "#app/components/status-titles.ts";

/** The words a refusal shows beside the confirmation field. */
type Refused = { error: string };

const EXPORT_PATH = "/api/account/export";
const ERASED = ["listing", "applications", "messages", "sent", "posts", "photos", "account"] as const;

// /account and /fr/compte (linked from the dashboard): "Download my data" (a link to the export, a file) and
// "Delete my account", a form confirmed by typing the account's email address, which says what is erased and what
// is kept. Signed out → sign in first. A plain form post, so it works without JavaScript too.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { ...pageCatalogue(request, "account"), email: user.email, admin: user.adminRole };
}

// Deleted: this browser is signed out and goes to the confirmation page. Not confirmed: 400, the reason shown at
// the field; an admin's account: 403.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(language, catalogue(language, "account"));
  const parsed = DeleteConfirmation.safeParse(Object.fromEntries(await readForm(request)));
  const services = context.get(servicesContext);
  const outcome = parsed.success ? await deleteAccount(services, user, parsed.data) : { kind: "unconfirmed" };
  if (outcome.kind === "admin") return data<Refused>({ error: t("account.delete.admin") }, { status: 403 });
  if (outcome.kind !== "deleted") return data<Refused>({ error: t("account.delete.unconfirmed") }, { status: 400 });
  const setCookie = await signOutThisBrowser(request, context);
  throw redirect(localPath(language, "/account/deleted"), { headers: { "Set-Cookie": setCookie } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, admin } = loaderData;
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error;
  const field = useRef<HTMLInputElement>(null);
  // A refusal after a scripted post: focus goes to the field its message describes (without scripts, autoFocus).
  useEffect(() => {
    if (error) field.current?.focus();
  }, [actionData, error]);
  const card = "mt-8 rounded-xl border bg-white p-5 shadow-sm sm:p-6";
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("account.data.title")}</h1>
      <p className="mt-3 text-slate-700">{t("account.data.lead")}</p>

      <section aria-labelledby="export-heading" className={`${card} border-slate-200`}>
        <h2 id="export-heading" className="text-xl font-semibold text-slate-900">
          {t("account.export.heading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("account.export.text")}</p>
        <a href={EXPORT_PATH} download className={buttonClass("primary-outline", "md", "mt-4")}>
          {t("account.export.button")}
        </a>
      </section>

      <section aria-labelledby="delete-heading" className={`${card} border-red-200`}>
        <h2 id="delete-heading" className="text-xl font-semibold text-slate-900">
          {t("account.delete.heading")}
        </h2>
        {admin ? (
          <p role={error ? "alert" : undefined} className="mt-2 text-slate-700">
            {t("account.delete.admin")}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{t("account.delete.lead")}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
              {ERASED.map((what) => (
                <li key={what}>{t(`account.delete.${what}`)}</li>
              ))}
            </ul>
            <p className="mt-3 text-slate-700">
              <T id="account.delete.featured" components={{ strong: <strong /> }} />
            </p>
            <p className="mt-3 text-slate-700">
              {t("account.delete.kept", { paymentYears: PAYMENT_RECORD_RETENTION_YEARS })}
            </p>
            <p className="mt-3 font-medium text-slate-900">{t("account.delete.undo")}</p>
            <Form method="post" noValidate className="mt-5 space-y-4">
              <Field id="confirm-email" label={t("account.delete.confirmLabel", { email })} error={error}>
                <input
                  ref={field}
                  id="confirm-email"
                  name="confirmEmail"
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-required="true"
                  autoFocus={Boolean(error)}
                  className={inputClass}
                  {...describedBy("confirm-email", { error })}
                />
              </Field>
              <Button type="submit" variant="danger" busy={busy} className="aria-disabled:opacity-60">
                {t("account.delete.button")}
              </Button>
            </Form>
          </>
        )}
      </section>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("account.data.title", Boolean(loaderData), error)), t("site.name"));
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = badRequestMessage(error);
  return refused ? <StatusPage status={400} message={refused} /> : <StatusPage status={500} />;
}
