import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, busyButton } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { SubscriptionStatus } from "#app/featured/machine.ts";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { featuredDay, featuredPrice } from "./money-words.ts";

export type FeaturedView = {
  /** Days left of an active Featured period (rounded up), or null when not Featured. */
  daysLeft: number | null;
  featuredUntil: number | null;
  /** active: renews at featuredUntil; canceling, past_due, canceled: ends then; null: no subscription (set by an admin). */
  subscriptionStatus: SubscriptionStatus | null;
  /** The newest first payment, while it clears (pending) or once it failed. */
  firstPayment: "pending" | "failed" | null;
  /** Demo mode: the demo checkout where the bank's answer to a debit still clearing is played. */
  demoCheckoutId: string | null;
  /** A billing account exists: Manage billing opens the provider's billing portal. */
  billing: boolean;
};

const outline =
  "rounded-md border px-4 py-2 text-sm font-medium aria-disabled:opacity-60 border-amber-700 bg-white text-amber-950 hover:bg-amber-100";

/**
 * Approved profiles only: the active Featured listing (days left, renewal or end date, Cancel Featured), a first
 * payment still clearing (not Featured yet), a failed renewal being retried (Manage billing, no second purchase), a
 * renewal on its way while not Featured (no second purchase either), or the promotion (after a failed payment, saying so). Manage billing
 * wherever there is a billing account.
 */
export function FeaturedBanner({ view, busy }: { view: FeaturedView; busy: boolean }) {
  const { daysLeft, featuredUntil, subscriptionStatus, firstPayment } = view;
  const t = useT();
  const language = useLanguage();
  const price = featuredPrice(language);
  const billing = view.billing && <ManageBilling busy={busy} />;
  if (daysLeft !== null && featuredUntil !== null) {
    const cancellable = subscriptionStatus === "active" || subscriptionStatus === "past_due";
    return (
      <Banner tone="active" title={t("dash.featured.active")}>
        <p className="mt-1">{t("dash.featured.daysLeft", { n: daysLeft })}</p>
        <p className="mt-1 text-sm">
          {subscriptionStatus === "active"
            ? t("dash.featured.renews", { date: featuredDay(language, featuredUntil), price })
            : t("dash.featured.ends", { date: featuredDay(language, featuredUntil) })}
        </p>
        {subscriptionStatus === "past_due" && <p className="mt-1 text-sm font-medium">{t("dash.featured.pastDue")}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {/* asked twice, as any change that stops what was paid for: the first press only opens the question */}
          {cancellable && (
            <details className="open:basis-full">
              <summary className={`${outline} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                {t("dash.featured.cancel")}
              </summary>
              <Form method="post" className="mt-2 rounded-md border border-amber-300 bg-white p-3 text-sm">
                <p>{t("dash.featured.cancelAsk", { date: featuredDay(language, featuredUntil) })}</p>
                <button
                  type="submit"
                  name="intent"
                  value="cancel-featured"
                  {...busyButton(busy)}
                  className={`${outline} mt-2`}
                >
                  {t("dash.featured.cancelConfirm")}
                </button>
              </Form>
            </details>
          )}
          {billing}
        </div>
      </Banner>
    );
  }
  if (firstPayment === "pending") {
    return (
      <Banner tone="pending" title={t("dash.featured.pending")}>
        <p className="mt-1">{t("dash.featured.pendingText")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {view.demoCheckoutId && (
            <Link
              to={`/dev/checkout/${view.demoCheckoutId}${language === "en" ? "" : `?language=${language}`}`}
              className="text-sm font-medium text-brand-800 underline"
            >
              {t("dash.featured.demo")}
            </Link>
          )}
          {billing}
        </div>
      </Banner>
    );
  }
  // a renewal failed and is being retried: the way back is the billing account, not a second subscription
  if (subscriptionStatus === "past_due") {
    return (
      <Banner tone="pending" title={t("dash.featured.retrying")}>
        <p className="mt-1">{t("dash.featured.retryingText")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">{billing}</div>
      </Banner>
    );
  }
  // a subscription that still renews while the listing is not Featured (its period over before the renewal's payment
  // is reported, or money taken back while its cancellation is on its way): no second subscription either
  if (subscriptionStatus === "active") {
    return (
      <Banner tone="pending" title={t("dash.featured.renewing")}>
        <p className="mt-1">{t("dash.featured.renewingText")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">{billing}</div>
      </Banner>
    );
  }
  return (
    <Banner tone="promotion" title={t("dash.featured.get")}>
      {firstPayment === "failed" && (
        <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <T id="dash.featured.failed" components={{ b: <strong /> }} />
        </p>
      )}
      <p className="mt-1">{t("dash.featured.pitch", { price })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post">
          <Button
            type="submit"
            name="intent"
            value="get-featured"
            busy={busy}
            variant="featured"
            size="sm"
            className="aria-disabled:opacity-60"
          >
            {t("dash.featured.get")}
          </Button>
        </Form>
        <Link to={localPath(language, "/pricing")} className="text-sm font-medium text-brand-800 underline">
          {t("dash.featured.learn")}
        </Link>
        {billing}
      </div>
    </Banner>
  );
}

/** Manage billing: a post, so the portal session is made only when asked for (and without JavaScript too). */
function ManageBilling({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <Form method="post">
      <button type="submit" name="intent" value="manage-billing" {...busyButton(busy)} className={outline}>
        {t("dash.featured.billing")}
      </button>
    </Form>
  );
}

const TONES = {
  active: ["rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950", "size-5 fill-amber-500 text-amber-500"],
  pending: ["rounded-xl border border-slate-300 bg-slate-50 p-5 text-slate-900", "size-5 text-slate-600"],
  promotion: ["rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-900", "size-5 text-amber-500"],
} as const;

/** The banner's frame in each state: the section named by its starred heading. */
function Banner(props: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  const [frame, star] = TONES[props.tone];
  return (
    <section aria-labelledby="featured-heading" className={frame}>
      <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="star" className={star} />
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
