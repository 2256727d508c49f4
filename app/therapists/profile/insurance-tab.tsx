import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { ValueNames } from "#app/i18n/value-names.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import type { InsurerCoverage } from "#app/therapists/coverage.ts";
import { DESIGNATION_KEYS } from "#app/reference/designation-keys.ts";
import { taxExemptKind } from "#app/therapists/fees.ts";
import { money, shortDate } from "./profile-words.ts";

// The profile's Insurance tab: what a session costs (each fee with its length, the sliding scale and whether it has
// spots open, a free consultation, the designation receipts name, the GST/HST exemption where it applies), each
// insurer with its direct billing claim while it counts, and how a benefit plan pays for sessions. Plain facts
// only: a health professional's listing makes no claims of being better or cheaper.

const heading = "text-lg font-semibold text-slate-900";
const row = "mt-3 flex justify-between gap-4 rounded-xl border border-slate-200 p-4";

export function InsuranceTab({
  profile: p,
  coverage,
  names = {},
}: {
  profile: PublicProfile;
  coverage: InsurerCoverage[];
  /** The insurance choices' names in the page's language. */
  names?: ValueNames;
}) {
  const t = useT();
  const language = useLanguage();
  const dollars = (amount: number) => money(language, amount);
  const tax = taxExemptKind(p.receiptDesignation);
  // the designation as the page's language writes it (RSW is « TSI » in French)
  const designation = p.receiptDesignation && t(`designation.${DESIGNATION_KEYS[p.receiptDesignation]}`);
  const notes = [
    p.slidingScale &&
      t("fees.sliding", {
        min: p.slidingScaleMin === null ? "none" : dollars(p.slidingScaleMin),
        open: p.slidingScaleOpen ? "yes" : "no",
      }),
    p.freeConsultationMinutes !== null && t("fees.consultation", { minutes: p.freeConsultationMinutes }),
    designation && t("fees.receipts", { designation }),
  ].filter((note) => typeof note === "string");
  return (
    <div className="space-y-6">
      <section aria-labelledby="fees-heading">
        <h2 id="fees-heading" className={heading}>
          {t("fees.heading")}
        </h2>
        {p.rate !== null ? (
          <p className={row}>
            <span className="text-slate-700">{t("fees.individual", { minutes: p.sessionMinutes })}</span>
            <span className="font-semibold text-slate-900">{dollars(p.rate)}</span>
          </p>
        ) : (
          <p className="mt-3 text-slate-700">{t("fees.contact")}</p>
        )}
        {p.couplesFee !== null && (
          <p className={row}>
            <span className="text-slate-700">{t("fees.couples")}</span>
            <span className="font-semibold text-slate-900">{dollars(p.couplesFee)}</span>
          </p>
        )}
        {notes.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {tax && <p className="mt-3 text-sm text-slate-700">{t(`fees.tax.${tax}`)}</p>}
      </section>
      <section aria-labelledby="insurance-heading">
        <h2 id="insurance-heading" className={heading}>
          {t("insurance.heading")}
        </h2>
        {coverage.length > 0 ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {coverage.map(({ insurer, directBilling, confirmedAt }) => (
              <li key={insurer} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
                {names[insurer] ?? insurer}
                {directBilling && confirmedAt !== null && (
                  <span className="block text-xs text-emerald-900">
                    {t("insurance.directBilling", { date: shortDate(language, confirmedAt) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t("insurance.contact")}</p>
        )}
      </section>
      <p className="text-sm text-slate-700">{t("insurance.payment")}</p>
      <Benefits designation={designation} />
    </div>
  );
}

/** How a benefit plan pays for sessions, in plain steps. */
function Benefits({ designation }: { designation: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className={heading}>
        {t("benefits.heading")}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          {t("benefits.check", {
            designation: designation ? t("benefits.designation", { designation }) : t("benefits.designationNone"),
          })}
        </li>
        <li>{t("benefits.receipt")}</li>
        <li>{t("benefits.direct")}</li>
      </ul>
    </section>
  );
}
