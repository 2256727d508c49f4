import type { Translate } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { escapeXml as text } from "#app/seo/xml.ts";
import type { CardOption, CardView } from "./card-view.ts";
import { initials } from "./display.ts";

// The directory's cards as markup: the server writes them into the page, and a navigation in the browser sets the
// same markup in the list (components/kept-markup.tsx), which React keeps as it is. A page shows 24 cards of
// fixed markup (no state, no handlers: their links navigate through the list's one click handler), so they are
// written as text rather than drawn element by element (a tenth of React's time for them on the server).
//
// A card: at most 2 specialties and 1 therapy type, the bio clamped to 2 lines, the cost line and the languages line
// to 1 each on a small screen (their whole text stays in the page for screen readers, and in their title on hover).
// Styled by the `card` class (app/styles/directory.css) through the elements' places and a short class on each list
// and option. A Featured listing's option says in visible words that it is a paid placement ("Featured · Paid
// placement"), as CRPO's advertising standard requires of paid placement. Every value is escaped as it is written.

const OPTION_CLASS: Record<CardOption, string> = {
  Online: "online",
  "In-Person": "in-person",
  "Student-Friendly": "student",
  Featured: "featured",
};

/** `<tag attributes>content</tag>`, or nothing when there is no content (null or empty). */
const element = (tag: string, attributes: string, content: string | null) =>
  content ? `<${tag}${attributes}>${content}</${tag}>` : "";
const items = (values: readonly string[]) => values.map((value) => `<li>${text(value)}</li>`).join("");

/** One card's `<article>`, in the page's language. */
export function cardHtml(t: CardView, say: Translate, language: Language): string {
  const avatar = t.photo
    ? `<img src="${text(t.photo)}" alt="" width="56" height="56" class="avatar"/>`
    : `<span aria-hidden="true" class="avatar">${text(initials(t.name))}</span>`;
  const href = text(localPath(language, `/therapists/${t.slug}`));
  const heading =
    `<h3><a href="${href}" data-discover="true">${text(t.name)}</a></h3>` +
    element("p", "", t.credentials && text(t.credentials)) +
    element("p", "", t.place && text(t.place)) +
    element(
      "p",
      ` class="distance"`,
      t.distanceKm === undefined ? null : text(say("near.about", { km: t.distanceKm })),
    );
  const rating = t.rating && `${text(t.rating)}<span class="sr-only">${text(say("card.stars"))}</span>`;
  const bioLang = t.bioLang === undefined ? "" : ` lang="${text(t.bioLang)}"`;
  const options = t.options
    .map((option) => `<li class="${OPTION_CLASS[option]}">${text(say(`card.${option}`))}</li>`)
    .join("");
  const notResponding = t.notResponding ? `<span class="not-responding">${text(say("card.notResponding"))}</span>` : "";
  return (
    `<article class="card"><div>${avatar}<div>${heading}</div></div>` +
    element("ul", ` class="badges"`, t.badges.length > 0 ? items(t.badges) : null) +
    element("p", ` class="rating"`, rating) +
    `<ul>${items(t.specialties)}${element("li", ` class="approach"`, t.approach && text(t.approach))}</ul>` +
    element("p", ` class="bio"${bioLang}`, t.bio && text(t.bio)) +
    element("p", ` class="cost" title="${text(t.cost ?? "")}"`, t.cost && text(t.cost)) +
    element("p", ` class="languages" title="${text(t.languages ?? "")}"`, t.languages && text(t.languages)) +
    `<ul>${options}</ul><p>${text(t.availability)}${notResponding}</p></article>`
  );
}

/** The list's items: one `<li>` a card. */
export function cardListHtml(cards: readonly CardView[], say: Translate, language: Language): string {
  return cards.map((card) => `<li>${cardHtml(card, say, language)}</li>`).join("");
}
