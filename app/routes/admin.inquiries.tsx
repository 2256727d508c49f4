import type { Route } from "./+types/admin.inquiries";
import { BarChart } from "#app/admin/bar-chart.tsx";
import { inquiryAnalytics } from "#app/admin/inquiries.server.ts";
import { formatShortDate } from "#app/components/format.ts";
import { BackLink } from "#app/components/back-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { servicesContext } from "#app/context.server.ts";
import { ANALYTICS_DAILY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { noindexMeta } from "#app/site.ts";

// /admin/inquiries 'Contact Inquiries Analytics': totals, ranking (first place highlighted),
// average per therapist to one decimal, the 20 most recent inquiries, and views / searches from analytics_events
// (and the daily counts they are folded into, kept ANALYTICS_DAILY_RETENTION_MONTHS).
export async function loader({ context }: Route.LoaderArgs) {
  return inquiryAnalytics(context.get(servicesContext).db);
}

export default function AdminInquiries({ loaderData: a }: Route.ComponentProps) {
  const stats = [
    ["Total Inquiries", String(a.total)],
    ["Therapists Contacted", String(a.therapistsWithInquiries)],
    ["Average per Therapist", a.averagePerTherapist.toFixed(1)],
  ] as const;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to="/admin" label="Back to Admin Dashboard" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Contact Inquiries Analytics</h1>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {a.total === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          No inquiries received yet
        </p>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Inquiries by Therapist</h2>
            <ol className="mt-3 space-y-2">
              {a.ranking.slice(0, 20).map((t, i) => (
                <li
                  key={t.id}
                  className={`flex items-center justify-between gap-3 rounded-lg border p-3 ${i === 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
                >
                  <span className="flex items-center gap-2 text-slate-900">
                    <span className="w-6 text-right font-semibold text-slate-700">{i + 1}.</span>
                    {i === 0 && <Icon name="trophy" label="First place" className="size-4 text-amber-700" />}
                    <span>
                      {t.firstName} {t.lastName}
                      {t.city ? <span className="text-sm text-slate-600"> · {t.city}</span> : null}
                    </span>
                  </span>
                  <span className="font-semibold text-slate-900">
                    {t.count} {t.count === 1 ? "inquiry" : "inquiries"}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Recent Inquiries</h2>
            <ul className="mt-3 space-y-3">
              {a.recent.map((inquiry) => (
                <li key={inquiry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {inquiry.name}{" "}
                    <span className="font-normal text-slate-600">
                      ({inquiry.email}
                      {inquiry.phone ? `, ${inquiry.phone}` : ""})
                    </span>
                  </p>
                  <p className="text-slate-700">
                    To {inquiry.therapist.firstName} {inquiry.therapist.lastName}
                    {inquiry.therapist.credentials ? `, ${inquiry.therapist.credentials}` : ""} ·{" "}
                    {formatShortDate(inquiry.createdAt)}
                  </p>
                  <p className="mt-1 line-clamp-3 whitespace-pre-line text-slate-800">{inquiry.message}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <h2 className="mt-10 text-xl font-semibold text-slate-900">What Visitors Look For</h2>
      <p className="mt-1 text-sm text-slate-700">
        Over the last {ANALYTICS_DAILY_RETENTION_MONTHS} months: older counts are deleted.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <BarChart title="Profile views (top 10)" rows={a.views.map((v) => ({ label: v.name, count: v.count }))} />
        <BarChart title="Searched specialties" rows={a.specialties} />
        <BarChart title="Searched cities" rows={a.cities} />
        <BarChart
          title="Searches with no results"
          rows={a.zeroResults.map((z) => ({ label: z.label || "(no filters)", count: z.count }))}
        />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Contact Inquiries Analytics");
