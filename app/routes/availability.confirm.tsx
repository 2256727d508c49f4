import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/availability.confirm";
import { Button, buttonClass } from "#app/components/button.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { noindexMeta } from "#app/site.ts";
import { availabilityText } from "#app/therapists/availability.ts";
import { stillAccurateBilling } from "#app/therapists/fees.ts";
import { AvailabilitySaved } from "#app/therapists/availability-saved.tsx";
import { LINK_MESSAGES } from "#app/therapists/availability-links.ts";
import { peekAvailabilityLink, redeemAvailabilityLink } from "#app/therapists/availability.server.ts";

const Token = z.object({ token: z.string().max(200).catch("") });

type Answer = { ok: true; text: string; slug: string } | { ok: false; message: string };

// /availability/confirm?token=...: the reminder email's "Still accurate" link, no account needed. Mail scanners open
// links before people do, so the GET only shows the listing's availability and one button; pressing it posts the
// token, and the availability (with the direct billing list) is confirmed then (works without JavaScript). A used or expired link: 410; an unknown one: 404.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = Token.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = Date.now();
  const link = await peekAvailabilityLink(context.get(servicesContext).db, "availability-confirm", token, now);
  if (link.kind !== "valid")
    return data(
      { token, message: LINK_MESSAGES[link.kind], listing: null },
      { status: REFUSED_LINK_STATUS[link.kind] },
    );
  const { listing } = link;
  const billing = stillAccurateBilling(listing.directBilling);
  return { token, message: null, listing: { name: listing.firstName, text: availabilityText(listing, now), billing } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token } = Token.parse(Object.fromEntries(await readForm(request)));
  const now = Date.now();
  const used = await redeemAvailabilityLink(context.get(servicesContext), {
    purpose: "availability-confirm",
    token,
    now,
  });
  if (used.kind !== "valid")
    return data<Answer>({ ok: false, message: LINK_MESSAGES[used.kind] }, { status: REFUSED_LINK_STATUS[used.kind] });
  return { ok: true, text: availabilityText(used.listing, now), slug: used.listing.slug } satisfies Answer;
}

export default function ConfirmAvailability({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok)
    return <AvailabilitySaved title="Availability Confirmed" text={actionData.text} slug={actionData.slug} />;
  const message = actionData?.message ?? loaderData.message;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Confirm Your Availability</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {message}
        </p>
      )}
      {loaderData.listing && !actionData && (
        <>
          <p className="mt-4 text-slate-700">
            {loaderData.listing.name}, your listing says: <strong>{loaderData.listing.text}</strong>. Is it still
            accurate?
          </p>
          {loaderData.listing.billing && <p className="mt-2 text-slate-700">{loaderData.listing.billing}</p>}
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit">Still accurate</Button>
          </Form>
        </>
      )}
      {message && (
        <Link to="/therapist/dashboard" className={buttonClass("primary-outline", "md", "mt-8")}>
          Go to Dashboard
        </Link>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Confirm Your Availability");

export function ErrorBoundary() {
  return <StatusPage status={REFUSED_LINK_STATUS.invalid} message={LINK_MESSAGES.invalid} />;
}
