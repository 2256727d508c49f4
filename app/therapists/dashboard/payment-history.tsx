import { formatAmount, formatDay } from "#app/featured/plan.ts";

type Payment = {
  id: string;
  createdAt: number;
  amount: number;
  status: "pending" | "paid" | "failed" | "refunded" | "disputed";
  kind: "first" | "renewal" | "reversal";
};

const STATUS: Record<Payment["status"], string> = {
  pending: "Processing",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  disputed: "Disputed",
};

/** The Featured payments of this account, newest first: date, amount, status (a refund or dispute is a line too). */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
        Payment history
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {payments.map((p) => (
              <tr key={p.id}>
                <td className="py-2 pr-4">{formatDay(p.createdAt)}</td>
                <td className="py-2 pr-4">{formatAmount(p.amount)} CAD</td>
                <td
                  className={`py-2 ${p.status === "paid" || p.status === "pending" ? "" : "font-medium text-red-800"}`}
                >
                  {STATUS[p.status]}
                  {p.kind === "renewal" ? " (renewal)" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
