import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/availability.confirm";
import { Button, buttonClass } from "#app/components/button.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { errorStatus, pageTitleId } from "#app/components/status-titles.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { noindexMeta } from "#app/site.ts";
import { AvailabilitySaved, notAfterSaving } from "#app/therapists/availability-saved.tsx";
import { availabilityPageWords } from "#app/therapists/availability-pages.server.ts";
import { peekAvailabilityLink, redeemAvailabilityLink } from "#app/therapists/availability.server.ts";

const Token = z.object({ token: z.string().max(200).catch("") });

type Answer = { ok: true; text: string; slug: string } | { ok: false; message: string };

// /availability/confirm?token=... and /fr/disponibilite/confirmer?token=...: the reminder email's "Still accurate"
// link, no account needed, in the language of the URL. Mail scanners open links before people do, so the GET only
// shows the listing's availability and one button; pressing it posts the token, and the availability (with the
// direct billing list) is confirmed then (works without JavaScript). A used or expired link: 410; an unknown one: 404.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = Token.parse(Object.fromEntries(new URL(request.url).searchParams));
  const words = availabilityPageWords(request);
  const page = { language: words.language, catalogue: words.catalogue };
  const now = Date.now();
  const link = await peekAvailabilityLink(context.get(servicesContext).db, "availability-confirm", token, now);
  if (link.kind !== "valid")
    return data(
      { ...page, token, message: words.refused(link.kind), listing: null },
      { status: REFUSED_LINK_STATUS[link.kind] },
    );
  const { listing } = link;
  const billing = words.billing(listing.directBilling);
  return {
    ...page,
    token,
    message: null,
    listing: { name: listing.firstName, text: words.text(listing, now), billing },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token } = Token.parse(Object.fromEntries(await readForm(request)));
  const words = availabilityPageWords(request);
  const now = Date.now();
  const used = await redeemAvailabilityLink(context.get(servicesContext), {
    purpose: "availability-confirm",
    token,
    now,
  });
  if (used.kind !== "valid")
    return data<Answer>({ ok: false, message: words.refused(used.kind) }, { status: REFUSED_LINK_STATUS[used.kind] });
  // 200 said here: the page's loader, run after it, finds the link used (410)
  return data<Answer>({ ok: true, text: words.text(used.listing, now), slug: used.listing.slug }, { status: 200 });
}

export const shouldRevalidate = notAfterSaving;

export default function ConfirmAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  if (actionData?.ok)
    return <AvailabilitySaved title={t("avail.confirmed")} text={actionData.text} slug={actionData.slug} />;
  const message = actionData?.message ?? loaderData.message;
  const { listing } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("avail.confirm.title")}</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {message}
        </p>
      )}
      {listing && !actionData && (
        <>
          <p className="mt-4 text-slate-700">
            <T
              id="avail.confirm.says"
              values={{ name: listing.name, text: listing.text }}
              components={{ b: <strong /> }}
            />
          </p>
          {listing.billing && <p className="mt-2 text-slate-700">{listing.billing}</p>}
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit">{t("avail.confirm.button")}</Button>
          </Form>
        </>
      )}
      {message && (
        <Link to={localPath(language, "/therapist/dashboard")} className={buttonClass("primary-outline", "md", "mt-8")}>
          {t("avail.toDashboard")}
        </Link>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("avail.confirm.title", Boolean(loaderData), error)), t("site.name"));
};

// The loader answers every link itself; what reaches here is a request refused before it (a body that is no form:
// 400 and its message) or a failure nobody planned for: the page of its status.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
