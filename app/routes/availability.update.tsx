import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/availability.update";
import { Button, buttonClass } from "#app/components/button.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import { pageCatalogues } from "#app/i18n/catalogues.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { noindexMeta } from "#app/site.ts";
import { availabilityText } from "#app/therapists/availability.ts";
import { AvailabilitySaved } from "#app/therapists/availability-saved.tsx";
import { AvailabilityFields } from "#app/therapists/availability-fields.tsx";
import { LINK_MESSAGES } from "#app/therapists/availability-links.ts";
import { AvailabilityForm, peekAvailabilityLink, redeemAvailabilityLink } from "#app/therapists/availability.server.ts";

const Token = z.object({ token: z.string().max(200).catch("") });

type Answer =
  | { ok: true; text: string; slug: string }
  | { ok: false; message: string | null; errors: FieldErrors; values: Record<string, string> };

// /availability/update?token=...: the reminder email's "Update" link, no account needed. The GET shows the
// availability form (nothing changes); posting it sets the state and wait and confirms them, using the link up.
// A form with errors is shown again with its messages and leaves the link unused. A used, expired or unknown
// link: 410 when used or expired, 404 when unknown.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = Token.parse(Object.fromEntries(new URL(request.url).searchParams));
  const link = await peekAvailabilityLink(context.get(servicesContext).db, "availability-update", token, Date.now());
  if (link.kind !== "valid")
    return data(
      { token, message: LINK_MESSAGES[link.kind], listing: null, ...pageCatalogues(request, "profileform") },
      { status: REFUSED_LINK_STATUS[link.kind] },
    );
  const { firstName, acceptingClients, acceptingWait } = link.listing;
  const listing = { name: firstName, acceptingClients, acceptingWait };
  return { token, message: null, listing, ...pageCatalogues(request, "profileform") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await readForm(request));
  const { token } = Token.parse(fields);
  const values = Object.fromEntries(Object.entries(fields).filter((entry) => typeof entry[1] === "string")) as Record<
    string,
    string
  >;
  const form = AvailabilityForm.safeParse(fields);
  if (!form.success)
    return data<Answer>({ ok: false, message: null, errors: fieldErrors(form.error), values }, { status: 400 });
  const now = Date.now();
  const input = { purpose: "availability-update" as const, token, now, form: form.data };
  const used = await redeemAvailabilityLink(context.get(servicesContext), input);
  if (used.kind !== "valid")
    return data<Answer>(
      { ok: false, message: LINK_MESSAGES[used.kind], errors: {}, values },
      { status: REFUSED_LINK_STATUS[used.kind] },
    );
  return { ok: true, text: availabilityText(used.listing, now), slug: used.listing.slug } satisfies Answer;
}

export default function UpdateAvailability({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok)
    return <AvailabilitySaved title="Availability Updated" text={actionData.text} slug={actionData.slug} />;
  const failed = actionData && !actionData.ok ? actionData : null;
  const message = failed?.message ?? loaderData.message;
  const listing = loaderData.listing;
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-center text-3xl font-bold text-slate-900">Update Your Availability</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {message}
        </p>
      )}
      {listing && !failed?.message && (
        <Form method="post" className="mt-8 grid gap-4">
          <p className="text-slate-700">{listing.name}, what should your listing say?</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <AvailabilityFields
            acceptingClients={failed?.values.acceptingClients ?? listing.acceptingClients}
            acceptingWait={failed ? failed.values.acceptingWait || null : listing.acceptingWait}
            errors={failed?.errors ?? {}}
          />
          <Button type="submit">Save availability</Button>
        </Form>
      )}
      {message && (
        <p className="mt-8 text-center">
          <Link to="/therapist/dashboard" className={buttonClass("primary-outline", "md")}>
            Go to Dashboard
          </Link>
        </p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Update Your Availability");

export function ErrorBoundary() {
  return <StatusPage status={REFUSED_LINK_STATUS.invalid} message={LINK_MESSAGES.invalid} />;
}
