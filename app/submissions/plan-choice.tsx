import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";

const FEATURE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** The signup page's plan choice, Free or Featured, in the words of the pricing and application catalogues.
 *  Plain links: the choice lives in the query string. */
export function PlanChoice({ canceled }: { canceled: boolean }) {
  const t = useT();
  const language = useLanguage();
  const signup = localPath(language, "/therapist/signup");
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("apply.choose.heading")}</h1>
      <p className="mt-3 text-center text-slate-700">{t("apply.choose.lead")}</p>
      {canceled && (
        <p
          role="status"
          className="mx-auto mt-6 max-w-xl rounded-md border border-amber-200 bg-amber-50 p-3 text-center text-amber-900"
        >
          <T id="apply.choose.canceled" components={{ b: <strong /> }} />
        </p>
      )}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <PlanCard
          title={t("plan.free.name")}
          price={formatCurrency(language, 0)}
          perMonth={t("plan.perMonth")}
          items={FEATURE_NUMBERS.map((n) => t(`plan.free.${n}`))}
          href={`${signup}?plan=free`}
          cta={t("apply.choose.free")}
        />
        <PlanCard
          title={t("plan.featured.name")}
          price={formatCurrency(language, FEATURED_PRICE_CENTS / 100)}
          perMonth={t("plan.perMonth")}
          note={t("plan.recurring")}
          items={FEATURE_NUMBERS.map((n) => t(`plan.featured.${n}`))}
          href={`${signup}?plan=featured`}
          cta={t("apply.choose.featured")}
          featured
        />
      </div>
    </section>
  );
}

/** One plan: its name, price, what it gives and its link, in the words the page hands it. */
export function PlanCard({
  title,
  price,
  perMonth,
  note,
  items,
  href,
  cta,
  featured,
}: {
  title: string;
  price: string;
  perMonth: string;
  /** A line under the price (how the plan renews). */
  note?: string;
  items: string[];
  href: string;
  cta: string;
  featured?: boolean;
}) {
  return (
    <div
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${featured ? "border-amber-400 ring-2 ring-amber-200" : "border-slate-200"}`}
    >
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">
        {price}
        <span className="text-base font-normal text-slate-700"> {perMonth}</span>
      </p>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <ul className="mt-4 flex-1 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-slate-800">
            <Icon name="check" className="mt-0.5 size-4 text-emerald-700" />
            {item}
          </li>
        ))}
      </ul>
      <Link to={href} className={buttonClass(featured ? "featured" : "primary", "md", "mt-6")}>
        {cta}
      </Link>
    </div>
  );
}
