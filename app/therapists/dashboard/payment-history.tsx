import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { amountWords, featuredDay } from "./money-words.ts";

type Payment = {
  id: string;
  createdAt: number;
  amount: number;
  status: "pending" | "paid" | "failed" | "refunded" | "disputed";
  kind: "first" | "renewal" | "reversal";
};

/** The Featured payments of this account, newest first: date, amount, status (a refund or dispute is a line too). */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const t = useT();
  const language = useLanguage();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
        {t("dash.payments.heading")}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("dash.payments.date")}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("dash.payments.amount")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("dash.payments.status")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {payments.map((p) => {
              const status = t(`dash.payments.${p.status}`);
              return (
                <tr key={p.id}>
                  <td className="py-2 pr-4">{featuredDay(language, p.createdAt)}</td>
                  <td className="py-2 pr-4">
                    {t("dash.payments.amountValue", { amount: amountWords(language, p.amount) })}
                  </td>
                  <td
                    className={`py-2 ${p.status === "paid" || p.status === "pending" ? "" : "font-medium text-red-800"}`}
                  >
                    {p.kind === "renewal" ? t("dash.payments.renewal", { status }) : status}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
