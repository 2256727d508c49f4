import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/availability.update";
import { Button, buttonClass } from "#app/components/button.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { errorStatus, pageTitleId } from "#app/components/status-titles.ts";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import { catalogueOf } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { noindexMeta } from "#app/site.ts";
import { AvailabilitySaved, notAfterSaving } from "#app/therapists/availability-saved.tsx";
import { AvailabilityFields } from "#app/therapists/availability-fields.tsx";
import { availabilityPageWords } from "#app/therapists/availability-pages.server.ts";
import { AvailabilityForm, peekAvailabilityLink, redeemAvailabilityLink } from "#app/therapists/availability.server.ts";

const Token = z.object({ token: z.string().max(200).catch("") });

type Answer =
  | { ok: true; text: string; slug: string }
  | { ok: false; message: string | null; errors: FieldErrors; values: Record<string, string> };

// /availability/update?token=... and /fr/disponibilite/mettre-a-jour?token=...: the reminder email's "Update" link,
// no account needed, in the language of the URL. The GET shows the availability form (nothing changes); posting it
// sets the state and wait and confirms them, using the link up. A form with errors is shown again with its messages
// and leaves the link unused. A used, expired or unknown link: 410 when used or expired, 404 when unknown.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = Token.parse(Object.fromEntries(new URL(request.url).searchParams));
  const words = availabilityPageWords(request);
  // the page's own words, and those of the availability's two fields
  const fields = catalogueOf(words.language, "profileform", ["pf.accepting", "pf.wait"]);
  const page = { language: words.language, catalogue: { ...fields, ...words.catalogue } };
  const link = await peekAvailabilityLink(context.get(servicesContext).db, "availability-update", token, Date.now());
  if (link.kind !== "valid")
    return data(
      { ...page, token, message: words.refused(link.kind), listing: null },
      { status: REFUSED_LINK_STATUS[link.kind] },
    );
  const { firstName, acceptingClients, acceptingWait } = link.listing;
  const listing = { name: firstName, acceptingClients, acceptingWait };
  return { ...page, token, message: null, listing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await readForm(request));
  const { token } = Token.parse(fields);
  const words = availabilityPageWords(request);
  const values = Object.fromEntries(Object.entries(fields).filter((entry) => typeof entry[1] === "string")) as Record<
    string,
    string
  >;
  const form = AvailabilityForm.safeParse(fields);
  const now = Date.now();
  if (!form.success) {
    // a link that does not work is said first: its fields do not matter
    const link = await peekAvailabilityLink(context.get(servicesContext).db, "availability-update", token, now);
    if (link.kind !== "valid")
      return data<Answer>(
        { ok: false, message: words.refused(link.kind), errors: {}, values },
        { status: REFUSED_LINK_STATUS[link.kind] },
      );
    return data<Answer>(
      { ok: false, message: null, errors: words.errors(fieldErrors(form.error)), values },
      { status: 400 },
    );
  }
  const input = { purpose: "availability-update" as const, token, now, form: form.data };
  const used = await redeemAvailabilityLink(context.get(servicesContext), input);
  if (used.kind !== "valid")
    return data<Answer>(
      { ok: false, message: words.refused(used.kind), errors: {}, values },
      { status: REFUSED_LINK_STATUS[used.kind] },
    );
  // 200 said here: the page's loader, run after it, finds the link used (410)
  return data<Answer>({ ok: true, text: words.text(used.listing, now), slug: used.listing.slug }, { status: 200 });
}

export const shouldRevalidate = notAfterSaving;

export default function UpdateAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  if (actionData?.ok)
    return <AvailabilitySaved title={t("avail.updated")} text={actionData.text} slug={actionData.slug} />;
  const failed = actionData && !actionData.ok ? actionData : null;
  const message = failed?.message ?? loaderData.message;
  const listing = loaderData.listing;
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("avail.update.title")}</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {message}
        </p>
      )}
      {listing && !failed?.message && (
        <Form method="post" className="mt-8 grid gap-4">
          <p className="text-slate-700">{t("avail.update.ask", { name: listing.name })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <AvailabilityFields
            focusRefused
            acceptingClients={failed?.values.acceptingClients ?? listing.acceptingClients}
            acceptingWait={failed ? failed.values.acceptingWait || null : listing.acceptingWait}
            errors={failed?.errors ?? {}}
          />
          <Button type="submit">{t("avail.update.button")}</Button>
        </Form>
      )}
      {message && (
        <p className="mt-8 text-center">
          <Link to={localPath(language, "/therapist/dashboard")} className={buttonClass("primary-outline", "md")}>
            {t("avail.toDashboard")}
          </Link>
        </p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("avail.update.title", Boolean(loaderData), error)), t("site.name"));
};

// The loader answers every link itself; what reaches here is a request refused before it (a body that is no form:
// 400 and its message) or a failure nobody planned for: the page of its status.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
