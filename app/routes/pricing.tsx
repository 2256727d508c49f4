import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/pricing";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { Icon } from "#app/components/icon.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { FEATURED_CURRENCY, FEATURED_PERIOD_DAYS, FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { AVAILABILITY_RECENT_DAYS } from "#app/therapists/availability.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency, type Language } from "#app/i18n/language.ts";
import { inPageWords, pageLanguage, pageTranslator, withPageWords } from "#app/i18n/page-words-route.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { pageMeta } from "#app/seo/meta.ts";
import { absolute, faqPage, graph } from "#app/seo/structured-data.ts";
import { PlanCard } from "#app/submissions/plan-choice.tsx";

// GET /pricing and /fr/tarifs: the two plans, in the language of the URL. The words come as a script of their own
// (page-words.ts), not in the page's data.
export const loader = ({ request }: Route.LoaderArgs) => pageLanguage(request);

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageWords(args);

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const BENEFITS = [
  { icon: "trending-up", key: "placement" },
  { icon: "search", key: "priority" },
  { icon: "star", key: "badge" },
  { icon: "badge-check", key: "verified" },
] as const;
const FAQ_KEYS = ["cancel", "what", "labelled", "who", "cost"] as const;
const FEATURE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** The words with amounts in them, in the page's language. */
function planWords(language: Language, t: Translate) {
  const price = formatCurrency(language, FEATURED_PRICE_CENTS / 100);
  const free = formatCurrency(language, 0);
  const plan = t("plan.featured.name");
  const freeFeatures = FEATURE_NUMBERS.map((n) => t(`plan.free.${n}`));
  const featuredFeatures = FEATURE_NUMBERS.map((n) => t(`plan.featured.${n}`));
  const values = { plan, price, free, days: FEATURED_PERIOD_DAYS, recent: AVAILABILITY_RECENT_DAYS };
  const faqs = FAQ_KEYS.map((key) => ({ question: t(`faq.${key}.q`), answer: t(`faq.${key}.a`, values) }));
  return { price, free, plan, freeFeatures, featuredFeatures, faqs, values };
}

export default inPageWords(Pricing);

function Pricing() {
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  const language = useLanguage();
  const t = useT();
  const words = planWords(language, t);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t("pricing.heading")}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("pricing.lead")}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <PlanCard
          title={t("plan.free.name")}
          price={words.free}
          perMonth={t("plan.perMonth")}
          items={words.freeFeatures}
          href={localPath(language, "/therapist/signup")}
          cta={t("plan.free.cta")}
        />
        <PlanCard
          title={words.plan}
          price={words.price}
          perMonth={t("plan.perMonth")}
          note={t("plan.recurring")}
          items={words.featuredFeatures}
          href={localPath(language, "/therapist/dashboard")}
          cta={t("plan.featured.cta")}
          featured
        />
      </div>
      <p className="mt-4 text-center text-sm text-slate-700">{t("pricing.paidNote")}</p>

      <Section id="benefits-heading" title={t("benefits.heading")} className="mt-16">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {BENEFITS.map(({ icon, key }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon name={icon} className="size-5 text-brand-700" />
                {t(`benefits.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`benefits.${key}.text`, words.values)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq-heading" title={t("faq.heading")} className="mx-auto mt-16 max-w-3xl">
        <dl className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {words.faqs.map((faq) => (
            <div key={faq.question} className="p-5">
              <dt className="font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-slate-700">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <JsonLd data={graph(offerCatalog(appUrl, language, t), faqPage(words.faqs))} />
    </section>
  );
}

/** A section of the page under its centred heading. */
function Section(props: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className="text-center text-2xl font-bold text-slate-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The two plans as schema.org offers. */
function offerCatalog(appUrl: string, language: Language, t: Translate) {
  const words = planWords(language, t);
  const url = absolute(appUrl, localPath(language, "/pricing"));
  const offer = (name: string, cents: number, description: string) => ({
    "@type": "Offer",
    name,
    description,
    price: (cents / 100).toFixed(2),
    priceCurrency: FEATURED_CURRENCY.toUpperCase(),
    url,
    ...(cents > 0 && {
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: (cents / 100).toFixed(2),
        priceCurrency: "CAD",
        billingDuration: "P1M",
        unitCode: "MON",
      },
    }),
  });
  return {
    "@type": "OfferCatalog",
    name: t("plan.catalogue", { site: t("site.name") }),
    url,
    itemListElement: [
      offer(t("plan.free.name"), 0, words.freeFeatures.join(", ")),
      offer(words.plan, FEATURED_PRICE_CENTS, words.featuredFeatures.join(", ")),
    ],
  };
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  const { language, t } = pageTranslator(location.pathname);
  const words = planWords(language, t);
  return pageMeta({
    title: t("pricing.title"),
    description: t("pricing.description", { plan: words.plan, price: words.price }),
    siteName: t("site.name"),
    appUrl: root?.config.appUrl,
    path: location.pathname,
  });
};
