import { memo, type MouseEvent } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { isPlainClick } from "#app/components/plain-click.ts";
import { formatCurrency } from "#app/i18n/language.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { cityLinks, COLLECTION_QUERIES, LOW_COST_DOLLARS } from "./home-content.ts";
import { totalStat } from "./results-text.ts";
import { scrollToDirectory } from "./scroll.ts";

// The top of the home page, in this order: hero, trust strip, Popular Searches, Find Therapists by City.
// Each is styled by its classes in app/styles/site.css (hero, trust, section, tiles, cities), not by utilities on every element.

/** The French home's one-click search for services in French (the `language` facet of the directory). */
export const FRENCH_SERVICES_HREF = "/fr?language=fr";

export const Hero = memo(function Hero({ totalInDatabase }: { totalInDatabase: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="hero">
      <div>
        <h1>{t("home.h1")}</h1>
        <p>{t("home.lead")}</p>
        <a href="#directory">
          <Icon name="search" className="size-5" />
          {t("home.browse")}
        </a>
        {language === "fr" && (
          <a href={FRENCH_SERVICES_HREF}>
            <Icon name="languages" className="size-5" />
            {t("home.french")}
          </a>
        )}
        <dl>
          <Stat label={t("home.stat.therapists")} value={totalStat(totalInDatabase, t)} />
          <Stat label={t("home.stat.cities")} value="12+" />
          <Stat label={t("home.stat.specialties")} value="32+" />
        </dl>
      </div>
    </section>
  );
});

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const TRUST = ["badge-check", "heart-handshake", "globe"] as const;

export const TrustStrip = memo(function TrustStrip() {
  const t = useT();
  return (
    <section aria-label={t("home.trust")} className="trust">
      <ul>
        {TRUST.map((icon, i) => (
          <li key={i}>
            <Icon name={icon} />
            {t(`home.trust.${(i + 1) as 1 | 2 | 3}`)}
          </li>
        ))}
      </ul>
    </section>
  );
});

const COLLECTION_ICONS = ["globe", "calendar-check", "graduation-cap", "piggy-bank"] as const;

export const PopularSearches = memo(function PopularSearches() {
  const t = useT();
  const language = useLanguage();
  const home = localPath(language, "/");
  const amount = formatCurrency(language, LOW_COST_DOLLARS);
  // With JavaScript the collection is searched in place and the page glides down to the results.
  const onClick = (event: MouseEvent) => {
    if (isPlainClick(event)) scrollToDirectory("directory");
  };
  return (
    <section aria-labelledby="popular-heading" className="section">
      <h2 id="popular-heading">{t("home.popular")}</h2>
      <ul className="tiles">
        {COLLECTION_QUERIES.map((query, i) => {
          const n = (i + 1) as 1 | 2 | 3 | 4;
          return (
            <li key={query}>
              {/* the directory's own route, which React Router knows: no route discovery */}
              <Link to={`${home}${query}`} discover="none" preventScrollReset onClick={onClick}>
                <Icon name={COLLECTION_ICONS[i] ?? "globe"} />
                <span>
                  <span>{t(`home.col.${n}`)}</span>
                  <span>{t(`home.col.${n}.text`, { amount })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

export const CityLinks = memo(function CityLinks() {
  const t = useT();
  return (
    <section aria-labelledby="cities-heading" className="section">
      <h2 id="cities-heading">{t("home.cities")}</h2>
      <CityLinkGrid links={cityLinks(useLanguage())} />
    </section>
  );
});

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
