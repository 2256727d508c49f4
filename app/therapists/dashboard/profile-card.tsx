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

/** The dashboard's read-only profile card. */
export function ProfileCard({ profile: p }: { profile: ProfileSummary }) {
  const rows: [string, string | null][] = [
    ["Name", `${p.firstName} ${p.lastName}`],
    ["Credentials", p.credentials],
    ["License Number", p.licenseNumber],
    ["Years of Experience", p.yearsExperience && `${p.yearsExperience} years`],
    ["Email", p.email],
    ["Phone", p.phone],
    ["Location", [p.city, p.province && provinceName(p.province)].filter(Boolean).join(", ") || null],
    ["Specialties", p.specialties.join(", ")],
    ["Therapy Types", p.therapyTypes.join(", ")],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
        Profile Information
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
          <h3 className="text-sm font-medium text-slate-600">Bio</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900">{p.bio}</p>
        </div>
      )}
    </section>
  );
}
