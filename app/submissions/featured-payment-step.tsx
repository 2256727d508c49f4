import { Form, Link } from "react-router";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";

/**
 * The Featured plan at signup: payment comes first (the provider's checkout, or the demo checkout), then the
 * application form; Featured starts when the profile is approved. After a payment that failed, it says so.
 */
export function FeaturedPaymentStep({ busy, error, failed }: { busy: boolean; error: string | null; failed: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div className="rounded-2xl border border-amber-400 bg-white p-6 shadow-sm ring-2 ring-amber-200">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="credit-card" className="size-6 text-amber-600" />
          {t("plan.featured.name")}
        </h1>
        <p className="mt-2 text-slate-800">
          {t("apply.pay.lead", { price: formatCurrency(language, FEATURED_PRICE_CENTS / 100) })}
        </p>
        {failed && !error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <T id="apply.pay.failed" components={{ b: <strong /> }} />
          </p>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <T id="apply.pay.error" values={{ error }} components={{ b: <strong /> }} />
          </p>
        )}
        <Form method="post" className="mt-5">
          <Button
            type="submit"
            name="intent"
            value="checkout"
            busy={busy}
            variant="featured"
            className="w-full aria-disabled:opacity-60"
          >
            {t("apply.pay.continue")}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm text-slate-700">
          <Link
            to={`${localPath(language, "/therapist/signup")}?plan=free`}
            className="font-medium text-brand-800 underline"
          >
            {t("apply.pay.free")}
          </Link>
        </p>
      </div>
    </section>
  );
}
