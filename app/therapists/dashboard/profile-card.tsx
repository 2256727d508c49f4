import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { langOfPart } from "#app/i18n/text-language.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { provinceName } from "#app/reference/provinces.ts";

export type ProfileSummary = {
  firstName: string;
  lastName: string;
  credentials: string | null;
  licenseNumber: string | null;
  yearsExperience: string | null;
  email: string;
  phone: string | null;
  city: string | null;
  province: string | null;
  specialties: string[];
  therapyTypes: string[];
  bio: string | null;
};

/** The dashboard's read-only profile card; `names` are the page language's names of its specialties and types. */
export function ProfileCard({ profile: p, names }: { profile: ProfileSummary; names: ValueNames }) {
  const t = useT();
  const language = useLanguage();
  const named = (values: string[]) => values.map((value) => names[value] ?? value).join(", ");
  const rows: [string, string | null][] = [
    [t("dash.profile.name"), `${p.firstName} ${p.lastName}`],
    [t("dash.profile.credentials"), p.credentials],
    [t("dash.profile.license"), p.licenseNumber],
    [t("dash.profile.years"), p.yearsExperience && t("dash.profile.yearsValue", { years: p.yearsExperience })],
    [t("dash.profile.email"), p.email],
    [t("dash.profile.phone"), p.phone],
    [
      t("dash.profile.location"),
      [p.city, p.province && provinceName(p.province, language)].filter(Boolean).join(", ") || null,
    ],
    [t("dash.profile.specialties"), named(p.specialties)],
    [t("dash.profile.therapyTypes"), named(p.therapyTypes)],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
        {t("dash.profile.heading")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      {p.bio && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-600">{t("dash.profile.bio")}</h3>
          <p lang={langOfPart(p.bio, language)} className="mt-1 whitespace-pre-line text-slate-900">
            {p.bio}
          </p>
        </div>
      )}
    </section>
  );
}
