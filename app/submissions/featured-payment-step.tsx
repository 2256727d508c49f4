import { CreditCard } from "lucide";
import { Form, Link } from "react-router";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { FEATURED_PLAN_NAME, FEATURED_PRICE_TEXT } from "#app/featured/plan.ts";

/**
 * The Featured plan at signup: payment comes first (the provider's checkout, or the demo checkout), then the
 * application form; Featured starts when the profile is approved. After a payment that failed, it says so.
 */
export function FeaturedPaymentStep({ busy, error, failed }: { busy: boolean; error: string | null; failed: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div className="rounded-2xl border border-amber-400 bg-white p-6 shadow-sm ring-2 ring-amber-200">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon icon={CreditCard} className="size-6 text-amber-600" />
          {FEATURED_PLAN_NAME}
        </h1>
        <p className="mt-2 text-slate-800">
          {FEATURED_PRICE_TEXT} per month, recurring, cancel anytime. Pay now, then complete your application: your
          Premium Featured status activates when your profile is approved.
        </p>
        {failed && !error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <strong>Payment failed.</strong> Your last payment did not go through; nothing was charged. You can try
            again, with the same or another payment method.
          </p>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <strong>Checkout Error:</strong> {error}
          </p>
        )}
        <Form method="post" className="mt-5">
          <Button
            type="submit"
            name="intent"
            value="checkout"
            disabled={busy}
            variant="featured"
            className="w-full disabled:opacity-60"
          >
            Continue to payment
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm text-slate-700">
          <Link to="/therapist/signup?plan=free" className="font-medium text-brand-800 underline">
            Choose the Free Listing instead
          </Link>
        </p>
      </div>
    </section>
  );
}
