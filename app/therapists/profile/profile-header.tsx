import type { ReactNode } from "react";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatRating } from "#app/i18n/language.ts";
import type { ReplyRecord } from "#app/inquiries/reply-rules.ts";
import { isNotResponding } from "#app/inquiries/reply-rules.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { fullName } from "#app/therapists/display.ts";
import { Icon } from "#app/components/icon.tsx";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { availabilityLine, replyRecordLine } from "./profile-words.ts";
import { SessionLanguages, type SessionLanguageName } from "./session-languages.tsx";
import { FitLines } from "./fit-lines.tsx";
import type { FitNames } from "./fit-names.server.ts";
import { Stars } from "./stars.tsx";

/** The profile's heading: name, credentials, a Featured listing's paid-placement label, rating, availability, reply
 *  record, specialties, approaches, session formats and the bio. `now` is the time the page was asked for (the
 *  availability's age and the Featured period count to it). A Featured listing says in visible words that it is a
 *  paid placement, as CRPO's advertising standard requires. */
export function ProfileHeader(props: {
  profile: PublicProfile;
  /** The credential badges, named in the page's language (card-words.ts). */
  badges: readonly string[];
  now: number;
  replyRecord: ReplyRecord | null;
  /** The specialties' and therapy types' names in the page's language. */
  names: ValueNames;
  /** The bio's `lang` when it is written in the other language than the page's. */
  bioLang?: string;
  /** What the fit lines name, in the page's language. */
  fitNames: FitNames;
  /** The languages sessions are held in, named in the page's language. */
  languageNames: readonly SessionLanguageName[];
}) {
  const { profile: p, badges, now, replyRecord, names, bioLang, fitNames } = props;
  const t = useT();
  const language = useLanguage();
  const name = (value: string) => names[value] ?? value;
  const specialtiesLine = p.specialties.slice(0, 3).map(name).join(", ");
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{fullName(p)}</h1>
      {p.credentials && <p className="mt-1 text-lg text-slate-700">{p.credentials}</p>}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("profile.badges")}>
        {badges.map((badge) => (
          <li key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900">
            {badge}
          </li>
        ))}
      </ul>
      {isFeaturedActive(p.isFeatured, p.featuredUntil, now) && (
        <p className="mt-3">
          <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            {t("profile.featured")}
          </span>
        </p>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700">
        <Stars
          rating={p.rating}
          size="size-4"
          label={t("profile.stars", { rating: formatRating(language, p.rating) })}
        />
        <span>{t("profile.rating", { rating: formatRating(language, p.rating), n: p.reviewCount })}</span>
      </p>
      <p className="mt-3 text-slate-700">
        {specialtiesLine && t("profile.specializing", { list: specialtiesLine })}
        {p.acceptingClients === "yes" ? t("profile.accepting") : t("profile.notAccepting")}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">{availabilityLine(t, p, now)}</p>
      {isNotResponding(p) && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
          {t("profile.notResponding")}
        </p>
      )}
      {replyRecord && <p className="mt-3 text-slate-700">{replyRecordLine(t, replyRecord)}</p>}
      <BadgeList title={t("profile.specialties")} items={p.specialties.map(name)} tone="bg-slate-100 text-slate-800" />
      <BadgeList
        title={t("profile.approaches")}
        items={p.therapyTypes.map(name)}
        tone="border border-slate-300 text-slate-700"
      />
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-800">
        {p.acceptingClients === "yes" && (
          <Indicator icon={<Icon name="badge-check" className="size-4 text-emerald-700" />}>
            {t("profile.indicator.accepting")}
          </Indicator>
        )}
        {p.virtualSessions && (
          <Indicator icon={<Icon name="monitor-smartphone" className="size-4 text-sky-700" />}>
            {t("profile.indicator.virtual")}
          </Indicator>
        )}
        {p.inPersonSessions && (
          <Indicator icon={<Icon name="users" className="size-4 text-brand-700" />}>
            {t("profile.indicator.inPerson")}
          </Indicator>
        )}
        <SessionLanguages languages={props.languageNames} />
      </ul>
      <FitLines names={fitNames} />
      {p.bio && (
        <section aria-labelledby="about-heading" className="mt-8">
          <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
            {t("profile.about")}
          </h2>
          <p lang={bioLang} className="mt-2 whitespace-pre-line text-slate-700">
            {p.bio}
          </p>
        </section>
      )}
    </>
  );
}

function BadgeList({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className={`rounded-full px-3 py-1 text-sm ${tone}`}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Indicator({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}
