import { data, Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account.confirm-email";
import { confirmEmailChange } from "#app/auth/email-change.server.ts";
import { confirmAddressProof } from "#app/auth/proven-addresses.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { pageTitleId } from "#app/components/status-titles.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { catalogue, pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { noindexMeta } from "#app/site.ts";

const TokenForm = z.object({
  token: z.string().trim().min(1).max(200),
  for: z.literal("application").optional().catch(undefined),
});

type Outcome = { ok: true; email: string; for?: "application" } | { ok: false; message: string };

// /account/confirm-email?token=...: the link sent to a new email address, or (&for=application) to the address
// typed in an application, which it proves. Mail scanners open links before people do, so the GET only shows a
// button; pressing it posts the token, and the address changes or counts as proved then (works without
// JavaScript). 400 for a bad, used or expired link or an address taken meanwhile.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  return pageCatalogue(request, "account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(language, catalogue(language, "account"));
  const INVALID = t("account.invalid");
  const parsed = TokenForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<Outcome>({ ok: false, message: INVALID }, { status: 400 });
  const services = context.get(servicesContext);
  if (parsed.data.for === "application") {
    const proof = await confirmAddressProof(services.db, parsed.data.token);
    if (proof.kind === "proved") return { ok: true, email: proof.email, for: "application" } satisfies Outcome;
    return data<Outcome>({ ok: false, message: t("account.invalidProof") }, { status: 400 });
  }
  const outcome = await confirmEmailChange(services, parsed.data.token);
  if (outcome.kind === "changed") return { ok: true, email: outcome.email } satisfies Outcome;
  return data<Outcome>(
    { ok: false, message: outcome.kind === "taken" ? t("account.taken") : INVALID },
    { status: 400 },
  );
}

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const t = useT();
  const dashboard = localPath(useLanguage(), "/therapist/dashboard");
  const token = params.get("token") ?? "";
  const forApplication = params.get("for") === "application";
  if (actionData?.ok && actionData.for === "application") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t("account.proved.heading")}</h1>
        <p role="status" className="mt-4 text-slate-700">
          {t("account.proved.text", { email: actionData.email })}
        </p>
        <Link to={dashboard} className={buttonClass("primary", "md", "mt-8")}>
          {t("account.toDashboard")}
        </Link>
      </section>
    );
  }
  if (actionData?.ok) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t("account.changed.heading")}</h1>
        <p role="status" className="mt-4 text-slate-700">
          {t("account.changed.text", { email: actionData.email })}
        </p>
        <Link to={dashboard} className={buttonClass("primary", "md", "mt-8")}>
          {t("account.toDashboard")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {forApplication ? t("account.confirm.application") : t("account.confirm.heading")}
      </h1>
      {forApplication && <p className="mt-4 text-slate-700">{t("account.confirm.applicationLead")}</p>}
      {actionData && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {actionData.message}
        </p>
      )}
      {token ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          {forApplication && <input type="hidden" name="for" value="application" />}
          <Button type="submit">{forApplication ? t("account.confirm.prove") : t("account.confirm.use")}</Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-700">{t("account.invalid")}</p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("account.title", Boolean(loaderData), error)), t("site.name"));
};

// A body that is no form is told its own message; anything else that reaches here, that the link is not valid.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return <StatusPage status={400} message={badRequestMessage(error) ?? t("account.invalid")} />;
}
