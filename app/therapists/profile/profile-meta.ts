import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import type { ValueNames } from "#app/i18n/value-names.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import { fullName } from "#app/therapists/display.ts";
import { photoSrc } from "#app/uploads/photo-rules.ts";

type Translate = (id: MessageId, values?: Values) => string;

/** A profile's head: title, description, keywords, canonical address and its Open Graph profile, in the words of
 *  the page's language (`t`). */
export function profileMeta(t: Translate, names: ValueNames, p: PublicProfile, canonical: string) {
  const name = (value: string) => names[value] ?? value;
  const title = t("profile.title", {
    name: [fullName(p), p.credentials, p.city].filter(Boolean).join(", "),
    site: t("site.name"),
  });
  const description = t("profile.description", {
    who: `${fullName(p)}${p.credentials ? `, ${p.credentials}` : ""}`,
    city: p.city ?? "none",
    specialties: p.specialties.slice(0, 3).map(name).join(", "),
    accepting: p.acceptingClients === "yes" ? t("profile.accepting.sentence") : t("profile.notAccepting.sentence"),
  });
  return [
    { title },
    { name: "description", content: description },
    {
      name: "keywords",
      content: [
        ...p.specialties.slice(0, 5).map(name),
        ...p.therapyTypes.slice(0, 3).map(name),
        p.city,
        t("profile.keywords"),
      ]
        .filter(Boolean)
        .join(", "),
    },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(photoSrc(p.profileImageUrl) ? [{ property: "og:image", content: p.profileImageUrl }] : []),
    { property: "profile:first_name", content: p.firstName },
    { property: "profile:last_name", content: p.lastName },
  ];
}
