import { Link } from "react-router";
import type { CardView } from "./card-view.ts";
import { fullName, initials } from "./display.ts";

// A directory card: at most 2 specialties and 1 therapy type, the bio clamped to 2 lines. Styled by the `card`
// and `chip` classes of app.css (a page shows 24 of them).

export function TherapistCard({ therapist: t }: { therapist: CardView }) {
  return (
    <article className="card" data-featured={t.featured || undefined}>
      <div>
        {t.photo ? <img src={t.photo} alt="" width={56} height={56} className="avatar" /> : <span aria-hidden className="avatar">{initials(t)}</span>}
        <div className="min-w-0">
          <h3>
            <Link to={`/therapists/${t.slug}`}>{fullName(t)}</Link>
          </h3>
          {t.credentials && <p>{t.credentials}</p>}
          {t.place && <p>{t.place}</p>}
        </div>
      </div>
      {t.badges.length > 0 && (
        <ul aria-label="Credentials">
          {t.badges.map((badge) => (
            <li key={badge} className="chip bg-brand-100 text-brand-900">
              {badge}
            </li>
          ))}
        </ul>
      )}
      {t.rating > 0 && (
        <p>
          <span aria-hidden className="text-base text-amber-600">★</span> <span className="sr-only">Rated </span>
          {t.rating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
      )}
      <ul aria-label="Specialties and approach">
        {t.specialties.map((specialty) => (
          <li key={specialty} className="chip">
            {specialty}
          </li>
        ))}
        {t.therapyTypes.map((type) => (
          <li key={type} className="chip border border-slate-300 bg-white text-slate-700">
            {type}
          </li>
        ))}
      </ul>
      {t.bio && <p className="line-clamp-2">{t.bio}</p>}
      <ul aria-label="Options">
        {t.virtualSessions && <li className="chip bg-sky-100 text-sky-900">Online</li>}
        {t.inPersonSessions && <li className="chip bg-emerald-100 text-emerald-900">In-Person</li>}
        {t.studentFriendly && <li className="chip bg-violet-100 text-violet-900">Student-Friendly</li>}
        {t.featured && (
          <li className="chip bg-amber-100 text-amber-900" title="Featured is a paid placement">
            Featured<span className="sr-only"> (paid placement)</span>
          </li>
        )}
      </ul>
      <p>{t.availability}</p>
    </article>
  );
}
