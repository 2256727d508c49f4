import { MessageSquare, Star } from "lucide";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { FEATURED_PRICE_TEXT, formatDay } from "#app/featured/plan.ts";

export type FeaturedView = {
  /** Days left of an active Featured period (rounded up), or null when not Featured. */
  daysLeft: number | null;
  featuredUntil: number | null;
  /** active: renews at featuredUntil; canceling, past_due, canceled: ends then; null: no subscription (set by an admin). */
  subscriptionStatus: string | null;
};

/** Approved profiles only: the active Featured listing with its days left and renewal or end date, or the promotion. */
export function FeaturedBanner({ view, busy }: { view: FeaturedView; busy: boolean }) {
  const { daysLeft, featuredUntil, subscriptionStatus } = view;
  if (daysLeft !== null && featuredUntil !== null) {
    const renews = subscriptionStatus === "active";
    const cancellable = subscriptionStatus === "active" || subscriptionStatus === "past_due";
    return (
      <Banner
        className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        star="size-5 fill-amber-500 text-amber-500"
        title="Featured Listing Active"
      >
        <p className="mt-1">
          {daysLeft} {daysLeft === 1 ? "day" : "days"} remaining. Your profile is boosted in search results.
        </p>
        <p className="mt-1 text-sm">
          {renews
            ? `Renews on ${formatDay(featuredUntil)} (${FEATURED_PRICE_TEXT} per month).`
            : `Ends on ${formatDay(featuredUntil)}; then your profile stays listed for free.`}
        </p>
        {subscriptionStatus === "past_due" && (
          <p className="mt-1 text-sm font-medium">
            Your last payment failed: Featured ends on that date unless the payment goes through.
          </p>
        )}
        {cancellable && (
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value="cancel-featured"
              disabled={busy}
              className="rounded-md border border-amber-700 bg-white px-4 py-2 text-sm font-medium text-amber-950 hover:bg-amber-100 disabled:opacity-60"
            >
              Cancel Featured
            </button>
          </Form>
        )}
      </Banner>
    );
  }
  return (
    <Banner
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-900"
      star="size-5 text-amber-500"
      title="Get Featured"
    >
      <p className="mt-1">
        Boosted placement, a Featured badge and priority in filtered searches, for {FEATURED_PRICE_TEXT} per month.
        Cancel anytime.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post">
          <Button
            type="submit"
            name="intent"
            value="get-featured"
            disabled={busy}
            variant="featured"
            size="sm"
            className="disabled:opacity-60"
          >
            Get Featured
          </Button>
        </Form>
        <Link to="/pricing" className="text-sm font-medium text-brand-800 underline">
          Learn about Featured
        </Link>
      </div>
    </Banner>
  );
}

/** The banner's frame in either state: the section named by its starred heading. */
function Banner(props: { className: string; star: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="featured-heading" className={props.className}>
      <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon icon={Star} className={props.star} />
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

export function AnalyticsCard({ inquiries }: { inquiries: number }) {
  return (
    <section aria-labelledby="analytics-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="analytics-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon icon={MessageSquare} className="size-5 text-brand-700" />
        Analytics
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{inquiries}</p>
      <p className="text-sm text-slate-700">
        {inquiries === 1 ? "client inquiry received" : "client inquiries received"}
      </p>
    </section>
  );
}
