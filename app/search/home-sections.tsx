import { BadgeCheck, CalendarCheck, Globe, GraduationCap, HeartHandshake, PiggyBank, Search } from "lucide";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { CITY_LINKS, COLLECTION_LINKS } from "./home-content.ts";
import { totalStat } from "./results-text.ts";
import { scrollToDirectory } from "./scroll.ts";

// The top of the home page (SPEC §2, in order): hero, trust strip, Popular Searches, Find Therapists by City.

export function Hero({ totalInDatabase }: { totalInDatabase: number }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-12 text-center sm:pt-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">Find a licensed therapist in Ontario</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Search verified psychotherapists, social workers and psychologists by city, specialty, approach and fees.
        </p>
        <a
          href="#directory"
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
        >
          <Icon icon={Search} className="size-5" />
          Browse therapists
        </a>
        <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-4">
          <Stat label="Therapists" value={totalStat(totalInDatabase)} />
          <Stat label="Cities" value="12+" />
          <Stat label="Specialties" value="32+" />
        </dl>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{value}</dd>
    </div>
  );
}

const TRUST = [
  { icon: BadgeCheck, text: "All therapists licensed and verified" },
  { icon: HeartHandshake, text: "Free to list for therapists" },
  { icon: Globe, text: "Online and in-person sessions" },
] as const;

export function TrustStrip() {
  return (
    <section aria-label="Why use this directory" className="border-y border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-4 text-sm font-medium text-slate-800 sm:flex-row sm:items-center sm:justify-center sm:gap-10">
        {TRUST.map(({ icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon icon={icon} className="size-5 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

const COLLECTION_ICONS = [Globe, CalendarCheck, GraduationCap, PiggyBank] as const;

export function PopularSearches() {
  // With JavaScript the collection is searched in place and the page glides down to the results.
  const onClick = (event: MouseEvent) => {
    if (!event.defaultPrevented) scrollToDirectory("directory");
  };
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="popular-heading" className="text-2xl font-semibold text-slate-900">
        Popular Searches
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COLLECTION_LINKS.map((collection, i) => (
          <li key={collection.href}>
            <Link
              to={collection.href}
              preventScrollReset
              onClick={onClick}
              className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon icon={COLLECTION_ICONS[i] ?? Globe} className="mt-0.5 size-6 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{collection.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{collection.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CityLinks({ heading = "Find Therapists by City" }: { heading?: string }) {
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="cities-heading" className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      <CityLinkGrid links={CITY_LINKS} />
    </section>
  );
}

export function CityLinkGrid({ links }: { links: readonly { name: string; href: string }[] }) {
  return (
    <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {links.map((city) => (
        <li key={city.href}>
          <Link to={city.href} className="city-link">
            {city.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
