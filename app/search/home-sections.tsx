import { BadgeCheck, CalendarCheck, Globe, GraduationCap, HeartHandshake, PiggyBank, Search } from "lucide";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { CITY_LINKS, COLLECTION_LINKS } from "./home-content.ts";
import { totalStat } from "./results-text.ts";
import { scrollToDirectory } from "./scroll.ts";

// The top of the home page, in this order: hero, trust strip, Popular Searches, Find Therapists by City.
// Each is styled by its classes in app/styles/site.css (hero, trust, section, tiles, cities), not by utilities on every element.

export function Hero({ totalInDatabase }: { totalInDatabase: number }) {
  return (
    <section className="hero">
      <div>
        <h1>Find a licensed therapist in Ontario</h1>
        <p>Search verified psychotherapists, social workers and psychologists by city, specialty, approach and fees.</p>
        <a href="#directory">
          <Icon icon={Search} className="size-5" />
          Browse therapists
        </a>
        <dl>
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
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
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
    <section aria-label="Why use this directory" className="trust">
      <ul>
        {TRUST.map(({ icon, text }) => (
          <li key={text}>
            <Icon icon={icon} />
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
    <section aria-labelledby="popular-heading" className="section">
      <h2 id="popular-heading">Popular Searches</h2>
      <ul className="tiles">
        {COLLECTION_LINKS.map((collection, i) => (
          <li key={collection.href}>
            {/* the directory's own route, which React Router knows: no route discovery */}
            <Link to={collection.href} discover="none" preventScrollReset onClick={onClick}>
              <Icon icon={COLLECTION_ICONS[i] ?? Globe} />
              <span>
                <span>{collection.label}</span>
                <span>{collection.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CityLinks() {
  return (
    <section aria-labelledby="cities-heading" className="section">
      <h2 id="cities-heading">Find Therapists by City</h2>
      <CityLinkGrid links={CITY_LINKS} />
    </section>
  );
}

export function CityLinkGrid({ links }: { links: readonly { name: string; href: string }[] }) {
  return (
    <ul className="cities">
      {links.map((city) => (
        <li key={city.href}>
          <Link to={city.href}>{city.name}</Link>
        </li>
      ))}
    </ul>
  );
}
