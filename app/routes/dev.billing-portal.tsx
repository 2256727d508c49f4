import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dev.billing-portal";
import { requireUser } from "#app/auth/guards.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { playsProvider } from "#app/featured/stripe.server.ts";
import { canFailRenewal, demoBilling, failDemoRenewal, fixDemoPayment } from "#app/featured/demo-billing.server.ts";
import type { SubscriptionStatus } from "#app/featured/machine.ts";
import { FEATURED_PLAN_NAME, FEATURED_PRICE_TEXT, formatDay } from "#app/featured/plan.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { noindexMeta } from "#app/site.ts";
import { errorStatus } from "#app/components/status-titles.ts";

const Intent = z.object({ intent: z.enum(["fail-renewal", "fix-payment"]) });

// /dev/billing-portal: demo mode's stand-in for the provider's billing portal, where Manage billing leads (404 in
// production). It shows the signed-in user's billing account; a month's renewal can fail (the card is declined)
// and be fixed (a new card pays it), each through the provider's fulfilment path.
async function demoUser(request: Request, context: Route.LoaderArgs["context"]) {
  if (!playsProvider(context.get(servicesContext).config)) throw new Response("Not Found", { status: 404 });
  return requireUser(request, context);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await demoUser(request, context);
  const billing = await demoBilling(context.get(servicesContext).db, user.id);
  return { ...billing, canFail: canFailRenewal(billing) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await demoUser(request, context);
  const intent = Intent.safeParse(Object.fromEntries(await readForm(request)));
  if (!intent.success) throw new Response("Bad Request", { status: 400 });
  const services = context.get(servicesContext);
  if (intent.data.intent === "fail-renewal") await failDemoRenewal(services, user.id, Date.now());
  else await fixDemoPayment(services, user.id, Date.now());
  return redirect("/dev/billing-portal");
}

export default function DemoBillingPortal({ loaderData }: Route.ComponentProps) {
  const { customer, subscription, failedInvoice, canFail } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="rounded-md bg-amber-50 p-2 text-center text-sm text-amber-900">
          Demo billing portal: no card is charged.
        </p>
        <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="credit-card" className="size-6 text-brand-700" />
          Billing
        </h1>
        {!customer ? (
          <p className="mt-4 text-slate-800">
            No billing account yet: it is created with your first Featured checkout.
          </p>
        ) : (
          <dl className="mt-4 space-y-2 text-slate-800">
            <div className="flex justify-between gap-4">
              <dt>Plan</dt>
              <dd className="font-medium">
                {subscription ? `${FEATURED_PLAN_NAME}, ${FEATURED_PRICE_TEXT} CAD per month` : "No subscription"}
              </dd>
            </div>
            {subscription && (
              <div className="flex justify-between gap-4">
                <dt>Status</dt>
                <dd>{statusText(subscription.subscriptionStatus)}</dd>
              </div>
            )}
            {subscription?.featuredUntil && (
              <div className="flex justify-between gap-4">
                <dt>Paid until</dt>
                <dd>{formatDay(subscription.featuredUntil)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt>Payment method</dt>
              <dd>{failedInvoice ? "Demo card ending 0002 (declined)" : "Demo card ending 4242"}</dd>
            </div>
          </dl>
        )}
        {failedInvoice && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            The payment for the period to {formatDay(failedInvoice.periodEnd)} failed. Update your card to pay it.
          </p>
        )}
        {(failedInvoice || canFail) && (
          <Form method="post" className="mt-6 flex flex-col gap-3">
            {failedInvoice && (
              <Button type="submit" name="intent" value="fix-payment" disabled={busy} className="disabled:opacity-60">
                Update card and pay
              </Button>
            )}
            {canFail && (
              <button
                type="submit"
                name="intent"
                value="fail-renewal"
                disabled={busy}
                className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60"
              >
                Simulate a failed renewal
              </button>
            )}
          </Form>
        )}
        <Link to="/therapist/dashboard" className={buttonClass("primary-outline", "md", "mt-6 w-full")}>
          Back to dashboard
        </Link>
      </div>
    </section>
  );
}

function statusText(status: SubscriptionStatus | null): string {
  if (status === "active") return "Renews monthly";
  if (status === "past_due") return "Payment failed";
  if (status === "canceling") return "Ends at the period end";
  if (status === "canceled") return "Canceled";
  return "Not started";
}

export const meta: Route.MetaFunction = () => noindexMeta("Billing (demo)");

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} />;
}
