import { Icon } from "#app/components/icon.tsx";
import { useT } from "#app/i18n/i18n.tsx";

export function AnalyticsCard({ inquiries }: { inquiries: number }) {
  const t = useT();
  return (
    <section aria-labelledby="analytics-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="analytics-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="message-square" className="size-5 text-brand-700" />
        {t("dash.analytics.heading")}
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{inquiries}</p>
      <p className="text-sm text-slate-700">{t("dash.analytics.received", { n: inquiries })}</p>
    </section>
  );
}
