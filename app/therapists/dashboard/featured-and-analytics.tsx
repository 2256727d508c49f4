import { MessageSquare, Star } from "lucide-react";
import { Link } from "react-router";

/** Approved profiles only: the active Featured listing with its days left (rounded up), or the promotion. */
export function FeaturedBanner({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft !== null) {
    return (
      <section aria-labelledby="featured-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Star aria-hidden className="size-5 fill-amber-500 text-amber-500" />
          Featured Listing Active
        </h2>
        <p className="mt-1">
          {daysLeft} {daysLeft === 1 ? "day" : "days"} remaining. Your profile is boosted in search results.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="featured-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-900">
      <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Star aria-hidden className="size-5 text-amber-500" />
        Get Featured
      </h2>
      <p className="mt-1">Boosted placement, a Featured badge and priority in filtered searches, for $9.99 per month. Cancel anytime.</p>
      <Link to="/pricing" className="mt-3 inline-block rounded-md bg-amber-500 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-amber-400">
        Learn about Featured
      </Link>
    </section>
  );
}

export function AnalyticsCard({ inquiries }: { inquiries: number }) {
  return (
    <section aria-labelledby="analytics-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="analytics-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessageSquare aria-hidden className="size-5 text-brand-700" />
        Analytics
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{inquiries}</p>
      <p className="text-sm text-slate-700">{inquiries === 1 ? "client inquiry received" : "client inquiries received"}</p>
    </section>
  );
}
