import { formatDollars, formatShortDate } from "#app/components/format.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import type { InsurerCoverage } from "#app/therapists/coverage.ts";
import { taxExemptNote } from "#app/therapists/fees.ts";

// The profile's Insurance tab: what a session costs (each fee with its length, the sliding scale and whether it has
// spots open, a free consultation, the designation receipts name, the GST/HST exemption where it applies), each
// insurer with its direct billing claim while it counts, and how a benefit plan pays for sessions. Plain facts
// only: a health professional's listing makes no claims of being better or cheaper.

const heading = "text-lg font-semibold text-slate-900";
const row = "mt-3 flex justify-between gap-4 rounded-xl border border-slate-200 p-4";

export function InsuranceTab({ profile: p, coverage }: { profile: PublicProfile; coverage: InsurerCoverage[] }) {
  const tax = taxExemptNote(p.receiptDesignation);
  const notes = [
    p.slidingScale &&
      `Sliding scale${p.slidingScaleMin === null ? "" : ` from ${formatDollars(p.slidingScaleMin)}`}${p.slidingScaleOpen ? "" : ": no spots open at the moment"}`,
    p.freeConsultationMinutes !== null && `Free ${p.freeConsultationMinutes}-minute consultation`,
    p.receiptDesignation && `Receipts name ${p.receiptDesignation}`,
  ].filter((note) => typeof note === "string");
  return (
    <div className="space-y-6">
      <section aria-labelledby="fees-heading">
        <h2 id="fees-heading" className={heading}>
          Session Fees
        </h2>
        {p.rate !== null ? (
          <p className={row}>
            <span className="text-slate-700">Individual Session ({p.sessionMinutes} min)</span>
            <span className="font-semibold text-slate-900">{formatDollars(p.rate)}</span>
          </p>
        ) : (
          <p className="mt-3 text-slate-700">Contact therapist for session fees.</p>
        )}
        {p.couplesFee !== null && (
          <p className={row}>
            <span className="text-slate-700">Couples or Family Session</span>
            <span className="font-semibold text-slate-900">{formatDollars(p.couplesFee)}</span>
          </p>
        )}
        {notes.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {tax && <p className="mt-3 text-sm text-slate-700">{tax}</p>}
      </section>
      <section aria-labelledby="insurance-heading">
        <h2 id="insurance-heading" className={heading}>
          Accepted Insurance
        </h2>
        {coverage.length > 0 ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {coverage.map(({ insurer, directBilling, confirmedAt }) => (
              <li key={insurer} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
                {insurer}
                {directBilling && confirmedAt !== null && (
                  <span className="block text-xs text-emerald-900">
                    Direct billing · confirmed {formatShortDate(confirmedAt)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">Contact therapist for insurance information</p>
        )}
      </section>
      <p className="text-sm text-slate-700">Contact therapist for payment options and billing details</p>
      <Benefits designation={p.receiptDesignation} />
    </div>
  );
}

/** How a benefit plan pays for sessions, in plain steps. */
function Benefits({ designation }: { designation: string | null }) {
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className={heading}>
        How to use your benefits
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Check your plan&apos;s coverage for{" "}
          {designation ? `the ${designation} designation` : "this therapist's designation"}: plans name the designations
          they pay for and often set a yearly amount.
        </li>
        <li>Ask for a receipt for each session and send it to your plan.</li>
        <li>With direct billing, the therapist bills your insurer for its share and you pay the rest.</li>
      </ul>
    </section>
  );
}
