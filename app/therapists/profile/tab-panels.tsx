import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatRating } from "#app/i18n/language.ts";
import { provinceName } from "#app/reference/provinces.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { PhoneLink } from "./phone-link.tsx";
import { Stars } from "./stars.tsx";

const heading = "text-lg font-semibold text-slate-900";

export function CredentialsTab({ profile: p }: { profile: PublicProfile }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" className="sr-only">
        {t("tabs.credentials")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("credentials.degree")}</dt>
          <dd className="mt-1 font-medium text-slate-900">{p.credentials || t("credentials.notListed")}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("credentials.years")}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {p.yearsExperience ? t("credentials.yearsValue", { n: p.yearsExperience }) : t("credentials.notListed")}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
          <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {t("credentials.licensed")}
            {p.province ? ` — ${provinceName(p.province, language)}` : ""}
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
              <Icon name="badge-check" className="size-3.5" /> {t("credentials.active")}
            </span>
          </dt>
          <dd className="mt-1 font-medium text-slate-900">
            {t("credentials.license", { number: p.licenseNumber || t("credentials.onFile") })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ReviewsTab({ profile: p }: { profile: PublicProfile }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={heading}>
        {t("tabs.reviews")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span className="text-3xl font-bold text-slate-900">{formatRating(language, p.rating)}</span>
        <Stars rating={p.rating} label={t("profile.stars", { rating: formatRating(language, p.rating) })} />
        <span className="text-sm text-slate-600">{t("profile.reviews", { n: p.reviewCount })}</span>
      </div>
      <p className="mt-4 text-slate-700">{p.reviewCount === 0 ? t("reviews.none") : t("reviews.protected")}</p>
    </section>
  );
}

export function LocationTab({ profile: p }: { profile: PublicProfile }) {
  const t = useT();
  const language = useLanguage();
  const address = p.address?.trim() ?? "";
  const place = [p.city, p.province ? provinceName(p.province, language) : null].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="location-heading" className="space-y-4">
      <h2 id="location-heading" className={heading}>
        {t("tabs.location")}
      </h2>
      <p className="flex gap-2 text-slate-700">
        <Icon name="map-pin" className="mt-0.5 size-4" />
        {address || place || t("location.notListed")}
      </p>
      {p.phone && (
        <p className="flex gap-2 text-slate-700">
          <PhoneLink phone={p.phone} />
        </p>
      )}
      {address && (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "sm")}
        >
          {t("location.directions")} <Icon name="external-link" className="size-4" />
          <span className="sr-only">{t("location.newTab")}</span>
        </a>
      )}
      <div className="flex h-48 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-600">
        {t("location.map", { place: place || "none" })}
      </div>
    </section>
  );
}
