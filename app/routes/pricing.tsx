import { BadgeCheck, Search, Star, TrendingUp } from "lucide";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/pricing";
import { Icon } from "#app/components/icon.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import {
  FEATURED_CURRENCY,
  FEATURED_FEATURES,
  FEATURED_PERIOD_DAYS,
  FEATURED_PLAN_NAME,
  FEATURED_PRICE_CENTS,
  FEATURED_PRICE_TEXT,
  FREE_FEATURES,
} from "#app/featured/plan.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { pageMeta } from "#app/seo/meta.ts";
import { absolute, faqPage, graph } from "#app/seo/structured-data.ts";
import { SITE } from "#app/site.ts";
import { PlanCard } from "#app/submissions/plan-choice.tsx";

const TITLE = "Pricing for Therapists";
const DESCRIPTION = `List your practice free, or get a ${FEATURED_PLAN_NAME} for ${FEATURED_PRICE_TEXT} per month: boosted placement, a Featured badge and priority in filtered searches. Cancel anytime.`;

const BENEFITS = [
  {
    icon: TrendingUp,
    title: "Boosted placement",
    text: "Featured profiles are listed first in the recommended order of the directory and of city and issue pages.",
  },
  {
    icon: Search,
    title: "Priority in filtered searches",
    text: "When visitors filter by city, specialty or session type, matching Featured profiles come first.",
  },
  {
    icon: Star,
    title: "Featured badge and highlighted card",
    text: "Your card stands out with a Featured badge and a highlighted border. Featured listings claim 3x more visibility.",
  },
  {
    icon: BadgeCheck,
    title: "Same verified directory",
    text: "Every listing, Free or Featured, is a reviewed, licensed professional. Featured changes placement, not review.",
  },
];

const FAQS = [
  {
    question: "Can I cancel anytime?",
    answer: `Yes. The ${FEATURED_PLAN_NAME} renews automatically each month; cancel from your dashboard and it stays active until the end of the ${FEATURED_PERIOD_DAYS}-day period you paid for. Then your profile stays in the directory as a Free listing.`,
  },
  {
    question: "What does Featured do?",
    answer:
      "Your profile is shown before non-Featured profiles in the recommended order and in filtered searches, with a Featured badge and a highlighted card.",
  },
  {
    question: "Is Featured labelled as paid placement?",
    answer:
      "Yes. Featured is a paid placement and is labelled as such wherever it appears, in line with Ontario's advertising rules for regulated health professionals. It never affects review, verification or ratings.",
  },
  {
    question: "Who can get Featured?",
    answer:
      "Any therapist whose profile has been approved. You can also choose Featured when you apply: you pay first, and it starts when your profile is approved.",
  },
  {
    question: "How much does it cost?",
    answer: `${FEATURED_PRICE_TEXT} CAD per month for the ${FEATURED_PLAN_NAME}. The Free Listing costs $0.`,
  },
];

export default function Pricing() {
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">Simple pricing for therapists</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        List your practice for free, or get Featured for more visibility. No contracts: cancel anytime.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <PlanCard
          title="Free Listing"
          price="$0"
          items={FREE_FEATURES}
          href="/therapist/signup"
          cta="Get Started Free"
        />
        <PlanCard
          title={FEATURED_PLAN_NAME}
          price={FEATURED_PRICE_TEXT}
          items={FEATURED_FEATURES}
          href="/therapist/dashboard"
          cta="Get Featured"
          featured
        />
      </div>
      <p className="mt-4 text-center text-sm text-slate-700">
        Featured is a paid placement and is labelled as such in the directory.
      </p>

      <Section id="benefits-heading" title="Why get Featured" className="mt-16">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {BENEFITS.map(({ icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon icon={icon} className="size-5 text-brand-700" />
                {title}
              </h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq-heading" title="Frequently asked questions" className="mx-auto mt-16 max-w-3xl">
        <dl className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {FAQS.map((faq) => (
            <div key={faq.question} className="p-5">
              <dt className="font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-slate-700">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <JsonLd data={graph(offerCatalog(appUrl), faqPage(FAQS))} />
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
function offerCatalog(appUrl: string) {
  const offer = (name: string, cents: number, description: string) => ({
    "@type": "Offer",
    name,
    description,
    price: (cents / 100).toFixed(2),
    priceCurrency: FEATURED_CURRENCY.toUpperCase(),
    url: absolute(appUrl, "/pricing"),
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
    name: `${SITE.name} listings`,
    url: absolute(appUrl, "/pricing"),
    itemListElement: [
      offer("Free Listing", 0, FREE_FEATURES.join(", ")),
      offer(FEATURED_PLAN_NAME, FEATURED_PRICE_CENTS, FEATURED_FEATURES.join(", ")),
    ],
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: TITLE, description: DESCRIPTION, appUrl: matches[0]?.loaderData?.config.appUrl, path: "/pricing" });
