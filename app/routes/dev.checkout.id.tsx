import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dev.checkout.id";
import { requireUser } from "#app/auth/guards.server.ts";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { playsProvider } from "#app/featured/stripe.server.ts";
import {
  cancelDemoCheckout,
  completeDemoCheckout,
  findDemoCheckout,
  settleDemoDebit,
} from "#app/featured/demo-checkout.server.ts";
import { FEATURED_PLAN_NAME, FEATURED_PRICE_TEXT } from "#app/featured/plan.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { noindexMeta } from "#app/site.ts";
import { errorStatus } from "#app/components/status-titles.ts";

const Intent = z.object({ intent: z.enum(["complete", "debit", "cancel", "clears", "fails"]) });
/** The language of the page the checkout started from, to go back to it in. */
const Query = z.object({ language: z.enum(LANGUAGES).catch("en").default("en") });

// /dev/checkout/<id>: demo mode's stand-in for the provider's hosted checkout (404 in production, and for a
// checkout that is not the signed-in user's). Complete payment (a card) and Pay by pre-authorized debit run the
// provider's fulfilment path; Cancel returns as the provider's cancel would. While a debit clears, the page plays
// the bank: the debit clears, or it fails.
async function ownCheckout(request: Request, context: Route.LoaderArgs["context"], id: string | undefined) {
  const { config, db } = context.get(servicesContext);
  if (!playsProvider(config)) throw new Response("Not Found", { status: 404 });
  const user = await requireUser(request, context);
  const checkoutId = z.uuid().safeParse(id);
  const checkout = checkoutId.success ? await findDemoCheckout(db, checkoutId.data, user.id) : null;
  if (!checkout) throw new Response("Not Found", { status: 404 });
  return checkout;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const checkout = await ownCheckout(request, context, params.id);
  return { purpose: checkout.purpose, status: checkout.status, payment: checkout.payment };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const checkout = await ownCheckout(request, context, params.id);
  const intent = Intent.safeParse(Object.fromEntries(await readForm(request)));
  if (!intent.success) throw new Response("Bad Request", { status: 400 });
  const { language } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const services = context.get(servicesContext);
  const now = Date.now();
  switch (intent.data.intent) {
    case "complete":
      return redirect(await completeDemoCheckout(services, checkout, "card", now, language));
    case "debit":
      return redirect(await completeDemoCheckout(services, checkout, "debit", now, language));
    case "clears":
    case "fails":
      return redirect(await settleDemoDebit(services, checkout, intent.data.intent, now, language));
    case "cancel":
      return redirect(await cancelDemoCheckout(services.db, checkout, language));
  }
}

const secondary =
  "flex-1 rounded-md border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60";

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  const { purpose, status, payment } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="rounded-md bg-amber-50 p-2 text-center text-sm text-amber-900">
          Demo checkout: no card is charged.
        </p>
        <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="credit-card" className="size-6 text-brand-700" />
          Checkout
        </h1>
        <dl className="mt-4 space-y-2 text-slate-800">
          <div className="flex justify-between gap-4">
            <dt>Plan</dt>
            <dd className="font-medium">{FEATURED_PLAN_NAME}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Amount</dt>
            <dd className="font-medium">{FEATURED_PRICE_TEXT} CAD per month</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Billing</dt>
            <dd>Monthly, cancel anytime</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          {purpose === "presignup"
            ? "Featured starts when your profile is approved."
            : "Your listing is Featured for 30 days, renewing monthly."}
        </p>
        {status === "open" ? (
          <Form method="post" className="mt-6 flex flex-col gap-3">
            <Button type="submit" name="intent" value="complete" disabled={busy} className="disabled:opacity-60">
              Complete payment
            </Button>
            <button type="submit" name="intent" value="debit" disabled={busy} className={secondary}>
              Pay by pre-authorized debit
            </button>
            <button type="submit" name="intent" value="cancel" disabled={busy} className={secondary}>
              Cancel
            </button>
          </Form>
        ) : payment === "pending" ? (
          <div className="mt-6">
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900">
              <strong>Debit processing.</strong> A bank answers a pre-authorized debit within a few business days; until
              then the listing is not Featured. Here you play the bank:
            </p>
            <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button type="submit" name="intent" value="clears" disabled={busy} className="flex-1 disabled:opacity-60">
                Debit clears
              </Button>
              <button type="submit" name="intent" value="fails" disabled={busy} className={secondary}>
                Debit fails
              </button>
            </Form>
          </div>
        ) : (
          <p role="status" className="mt-3 text-sm text-slate-700">
            This checkout is already {status}
            {payment === "failed" ? ": its payment failed" : payment === "paid" ? ": paid" : ""}.
          </p>
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Checkout (demo)");

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} />;
}
