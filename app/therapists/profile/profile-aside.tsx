import { photoSrc } from "#app/uploads/photo-rules.ts";
import { Icon } from "#app/components/icon.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { fullName, initials } from "#app/therapists/display.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { PhoneLink, telHref } from "./phone-link.tsx";
import { money } from "./profile-words.ts";

/** The left column: photo (or initials), the contact block, and the Quick Info card. */
/** availabilityLang: the availability note's `lang` when it is written in the other language than the page's. */
export function ProfileAside({
  profile: p,
  availabilityLang,
  children,
}: {
  profile: PublicProfile;
  availabilityLang?: string | undefined;
  children: React.ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const address = p.address?.trim() || [p.city, p.province].filter(Boolean).join(", ");
  return (
    <aside className="space-y-4">
      {photoSrc(p.profileImageUrl) ? (
        <img
          src={photoSrc(p.profileImageUrl) ?? undefined}
          alt={t("aside.photo", { name: fullName(p) })}
          width={192}
          height={192}
          className="size-48 rounded-2xl object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-48 items-center justify-center rounded-2xl bg-brand-100 text-5xl font-semibold text-brand-900"
        >
          {initials(fullName(p))}
        </span>
      )}
      <section aria-label={t("aside.contact")} className="space-y-2">
        {children}
        {p.phone && (
          <a
            href={telHref(p.phone)}
            className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            <Icon name="phone" className="size-4" /> {t("aside.call", { phone: p.phone })}
          </a>
        )}
      </section>
      <section aria-labelledby="quick-info" className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
        <h2 id="quick-info" className="font-semibold text-slate-900">
          {t("aside.quickInfo")}
        </h2>
        {address && (
          <p className="mt-3 flex gap-2">
            <Icon name="map-pin" className="mt-0.5 size-4" /> {address}
          </p>
        )}
        {p.phone && (
          <p className="mt-2 flex gap-2">
            <PhoneLink phone={p.phone} />
          </p>
        )}
        {p.availability && (
          <p className="mt-2 flex gap-2">
            <Icon name="clock" className="mt-0.5 size-4" /> <span lang={availabilityLang}>{p.availability}</span>
          </p>
        )}
        {p.rate !== null && (
          <p className="mt-2 flex gap-2 font-medium">
            <Icon name="dollar-sign" className="mt-0.5 size-4" />{" "}
            {t("aside.perSession", { amount: money(language, p.rate) })}
          </p>
        )}
      </section>
    </aside>
  );
}
