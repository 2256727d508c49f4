import { ArrowRight } from "lucide";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/ontario";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { Icon } from "#app/components/icon.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { cityLinks } from "#app/search/home-content.ts";
import { CityLinkGrid } from "#app/search/home-sections.tsx";
import { ONTARIO_SPECIALTIES, specialtyHref } from "#app/search/ontario-content.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { breadcrumbList, collectionPage, graph } from "#app/seo/structured-data.ts";
import type { loader as rootLoader } from "#app/root.tsx";

// /ontario, the city index: hero, intro, 12 city links, 8 specialty links, call to action.

const TITLE = "Find a Therapist in Ontario by City";
const DESCRIPTION =
  "Browse licensed therapists, CRPO-registered psychotherapists, social workers and psychologists in Toronto, Ottawa, Mississauga, Hamilton and other Ontario cities.";
const CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Ontario", path: "/ontario" },
];

export default function Ontario() {
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.appUrl ?? "";
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-10 pt-8">
          <Breadcrumb crumbs={CRUMBS} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">Therapists in Ontario</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Find licensed mental health professionals near you, or online anywhere in the province.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <p className="max-w-3xl text-slate-700">
          Ontario regulates psychotherapy: Registered Psychotherapists are members of the College of Registered
          Psychotherapists of Ontario (CRPO), and social workers and psychologists have their own colleges. Every
          therapist in this directory is licensed, and many offer both in-person and secure online sessions. Choose your
          city to see who practises near you, or start from what you would like help with.
        </p>
        <section aria-labelledby="cities-heading" className="mt-10">
          <h2 id="cities-heading" className="text-2xl font-semibold text-slate-900">
            Browse by City
          </h2>
          <CityLinkGrid links={cityLinks("en")} />
        </section>
        <section aria-labelledby="specialties-heading" className="mt-12">
          <h2 id="specialties-heading" className="text-2xl font-semibold text-slate-900">
            Browse by Specialty
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {ONTARIO_SPECIALTIES.map((name) => (
              <li key={name}>
                <Link
                  to={specialtyHref(name)}
                  className="flex h-full items-center rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cta-heading" className="mt-12 rounded-2xl bg-brand-900 p-6 text-center sm:p-10">
          <h2 id="cta-heading" className="text-2xl font-semibold text-white">
            Are you a therapist in Ontario?
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-brand-50">
            List your practice for free and reach people looking for support.
          </p>
          <Link
            to="/therapist/signup"
            className="mt-6 inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Join as Therapist
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </section>
      </div>
      <JsonLd
        data={graph(
          collectionPage(appUrl, { path: "/ontario", name: TITLE, description: DESCRIPTION }),
          breadcrumbList(appUrl, CRUMBS),
        )}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: TITLE, description: DESCRIPTION, appUrl: matches[0]?.loaderData?.config.appUrl, path: "/ontario" });
