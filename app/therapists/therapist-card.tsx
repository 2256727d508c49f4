import { memo } from "react";
import { Link } from "react-router";
import type { CardOption, CardView } from "./card-view.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { initials } from "./display.ts";

// A directory card: at most 2 specialties and 1 therapy type, the bio clamped to 2 lines, the cost line and the
// languages line to 1 each on a small screen (their whole text stays in the page for screen readers, and in their
// title on hover). Styled by the `card` class (app/styles/directory.css) through the elements' places and a short
// class on each list and option (a page shows 24 cards, so nothing here writes utilities). A Featured listing's
// option says in visible words that it is a paid placement ("Featured · Paid placement"), as CRPO's advertising
// standard requires of paid placement.

const OPTION_CLASS: Record<CardOption, string> = {
  Online: "online",
  "In-Person": "in-person",
  "Student-Friendly": "student",
  Featured: "featured",
};

export const TherapistCard = memo(function TherapistCard({ therapist: t }: { therapist: CardView }) {
  const say = useT();
  const language = useLanguage();
  return (
    <article className="card">
      <div>
        {t.photo ? (
          <img src={t.photo} alt="" width={56} height={56} className="avatar" />
        ) : (
          <span aria-hidden className="avatar">
            {initials(t.name)}
          </span>
        )}
        <div>
          <h3>
            <Link to={localPath(language, `/therapists/${t.slug}`)}>{t.name}</Link>
          </h3>
          {t.credentials && <p>{t.credentials}</p>}
          {t.place && <p>{t.place}</p>}
          {t.distanceKm !== undefined && <p className="distance">{say("near.about", { km: t.distanceKm })}</p>}
        </div>
      </div>
      {t.badges.length > 0 && (
        <ul className="badges">
          {t.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      )}
      {t.rating && (
        <p className="rating">
          {t.rating}
          <span className="sr-only">{say("card.stars")}</span>
        </p>
      )}
      <ul>
        {t.specialties.map((specialty) => (
          <li key={specialty}>{specialty}</li>
        ))}
        {t.approach && <li className="approach">{t.approach}</li>}
      </ul>
      {t.bio && (
        <p className="bio" lang={t.bioLang}>
          {t.bio}
        </p>
      )}
      {t.cost && (
        <p className="cost" title={t.cost}>
          {t.cost}
        </p>
      )}
      {t.languages && (
        <p className="languages" title={t.languages}>
          {t.languages}
        </p>
      )}
      <ul>
        {t.options.map((option) => (
          <li key={option} className={OPTION_CLASS[option]}>
            {say(`card.${option}`)}
          </li>
        ))}
      </ul>
      <p>
        {t.availability}
        {t.notResponding && <span className="not-responding">{say("card.notResponding")}</span>}
      </p>
    </article>
  );
});
