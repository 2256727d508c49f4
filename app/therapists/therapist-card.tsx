import { Star } from "lucide-react";
import { photoSrc } from "#app/uploads/photo-rules.ts";
import { Link } from "react-router";
import { credentialBadges } from "#app/reference/credentials.ts";
import { availabilityLine, fullName, initials, isFeaturedActive } from "./display.ts";
import type { TherapistCard as Therapist } from "./card.ts";

const chip = "rounded-full px-2.5 py-0.5 text-xs font-medium";

/** A directory card (SPEC §2): at most 2 specialties and 1 therapy type, the bio clamped to 2 lines. */
export function TherapistCard({ therapist: t, now }: { therapist: Therapist; now: number }) {
  const featured = isFeaturedActive(t, now);
  const badges = credentialBadges(t.credentials);
  return (
    <article
      className={`relative flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm transition hover:shadow-md ${
        featured ? "border-amber-400 ring-1 ring-amber-300" : "border-slate-200"
      }`}
    >
      <div className="flex items-start gap-4">
        <Avatar therapist={t} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to={`/therapists/${t.slug}`} className="after:absolute after:inset-0 hover:underline">
              {fullName(t)}
            </Link>
          </h3>
          {t.credentials && <p className="text-sm text-slate-600">{t.credentials}</p>}
          {t.city && (
            <p className="text-sm text-slate-600">
              {t.city}
              {t.province ? `, ${t.province}` : ""}
            </p>
          )}
        </div>
      </div>
      {badges.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Credentials">
          {badges.map((badge) => (
            <li key={badge} className={`${chip} bg-brand-100 text-brand-900`}>
              {badge}
            </li>
          ))}
        </ul>
      )}
      {t.rating > 0 && (
        <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          <span>
            <span className="sr-only">Rated </span>
            {t.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialties and approach">
        {t.specialties.slice(0, 2).map((specialty) => (
          <li key={specialty} className={`${chip} bg-slate-100 text-slate-800`}>
            {specialty}
          </li>
        ))}
        {t.therapyTypes.slice(0, 1).map((type) => (
          <li key={type} className={`${chip} border border-slate-300 text-slate-700`}>
            {type}
          </li>
        ))}
      </ul>
      {t.bio && <p className="mt-3 line-clamp-2 text-sm text-slate-700">{t.bio}</p>}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Options">
        {t.virtualSessions && <li className={`${chip} bg-sky-100 text-sky-900`}>Online</li>}
        {t.inPersonSessions && <li className={`${chip} bg-emerald-100 text-emerald-900`}>In-Person</li>}
        {t.studentFriendly && <li className={`${chip} bg-violet-100 text-violet-900`}>Student-Friendly</li>}
        {featured && (
          <li className={`${chip} bg-amber-100 text-amber-900`} title="Featured is a paid placement">
            Featured<span className="sr-only"> (paid placement)</span>
          </li>
        )}
      </ul>
      <p className="mt-auto pt-4 text-sm font-medium text-brand-800">{availabilityLine(t)}</p>
    </article>
  );
}

function Avatar({ therapist: t }: { therapist: Therapist }) {
  const src = photoSrc(t.profileImageUrl);
  if (src) {
    return <img src={src} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-900">
      {initials(t)}
    </span>
  );
}
