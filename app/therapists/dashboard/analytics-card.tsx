import { MessageSquare } from "lucide";
import { Icon } from "#app/components/icon.tsx";

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
