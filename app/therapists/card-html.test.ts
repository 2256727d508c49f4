import { describe, expect, it } from "vitest";
import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import nearEn from "#app/i18n/compiled/near.en.ts";
import nearFr from "#app/i18n/compiled/near.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { cardHtml, cardListHtml } from "./card-html.ts";
import type { CardView } from "./card-view.ts";

// A directory card's markup, written as text: every element the card shows, in the page's language, and every
// value escaped, so a name, bio or credential holding markup shows as the characters typed.

const en = translator("en", directoryEn, nearEn);
const fr = translator("fr", directoryFr, nearFr);

const view = (change: Partial<CardView> = {}): CardView => ({
  slug: "ada-lovelace",
  name: "Ada Lovelace",
  credentials: null,
  badges: ["CRPO-Registered"],
  place: "Toronto, ON",
  photo: null,
  rating: null,
  specialties: ["Anxiety", "Grief & Loss"],
  approach: "CBT",
  bio: "Short bio.",
  cost: "$120 / 50 min",
  options: ["Online", "Featured"],
  languages: null,
  availability: "Accepting new clients · confirmed 3 days ago",
  notResponding: false,
  ...change,
});

describe("a directory card's markup", () => {
  it("writes every part of a card, in the order the card shows them", () => {
    expect(cardHtml(view(), en, "en")).toBe(
      '<article class="card"><div><span aria-hidden="true" class="avatar">AL</span><div><h3>' +
        '<a href="/therapists/ada-lovelace" data-discover="true">Ada Lovelace</a></h3><p>Toronto, ON</p></div></div>' +
        '<ul class="badges"><li>CRPO-Registered</li></ul><ul><li>Anxiety</li><li>Grief &amp; Loss</li>' +
        '<li class="approach">CBT</li></ul><p class="bio">Short bio.</p>' +
        '<p class="cost" title="$120 / 50 min">$120 / 50 min</p>' +
        '<ul><li class="online">Online</li><li class="featured">Featured · Paid placement</li></ul>' +
        "<p>Accepting new clients · confirmed 3 days ago</p></article>",
    );
  });

  it("writes the optional parts only when the card has them", () => {
    const html = cardHtml(
      view({
        credentials: "MSW, RSW",
        badges: [],
        photo: "/uploads/ada.webp",
        rating: "4.5",
        bioLang: "fr",
        languages: "Sessions in French",
        distanceKm: 4,
        notResponding: true,
        approach: null,
        bio: null,
      }),
      en,
      "en",
    );
    expect(html).toContain('<img src="/uploads/ada.webp" alt="" width="56" height="56" class="avatar"/>');
    expect(html).toContain('<p>MSW, RSW</p><p>Toronto, ON</p><p class="distance">about 4 km</p>');
    expect(html).toContain('<p class="rating">4.5<span class="sr-only"> out of 5 stars</span></p>');
    expect(html).toContain('<p class="languages" title="Sessions in French">Sessions in French</p>');
    expect(html).toContain('<span class="not-responding">Not responding to new messages at the moment</span>');
    expect(html).not.toContain("badges");
    expect(html).not.toContain("approach");
    expect(html).not.toContain("bio");
    expect(cardHtml(view({ bio: "Bonjour.", bioLang: "fr" }), en, "en")).toContain(
      '<p class="bio" lang="fr">Bonjour.</p>',
    );
  });

  it("links to the profile and names its options in French on a French page", () => {
    const html = cardHtml(view(), fr, "fr");
    expect(html).toContain('<a href="/fr/therapeutes/ada-lovelace" data-discover="true">');
    expect(html).toContain('<li class="featured">En vedette · Placement payé</li>');
    expect(cardHtml(view({ distanceKm: 12 }), fr, "fr")).toContain('<p class="distance">à environ 12 km</p>');
  });

  it("escapes every value, in text and in attributes", () => {
    const hostile = `<img src=x onerror="alert('x')">&`;
    const html = cardHtml(
      view({
        slug: `a"><script>x</script>`,
        name: hostile,
        credentials: hostile,
        badges: [hostile],
        place: hostile,
        photo: `x" onerror="alert(1)`,
        rating: hostile,
        specialties: [hostile],
        approach: hostile,
        bio: hostile,
        bioLang: `fr" onclick="x`,
        cost: hostile,
        languages: hostile,
        availability: hostile,
      }),
      en,
      "en",
    );
    expect(html).not.toMatch(/<img src=x|<script|" onerror=|" onclick=/);
    const escaped = "&lt;img src=x onerror=&quot;alert(&apos;x&apos;)&quot;&gt;&amp;";
    expect(html.split(escaped)).toHaveLength(1 + 13); // cost and languages are written twice (text and title)
  });

  it("writes one list item a card", () => {
    const html = cardListHtml([view(), view({ slug: "grace-hopper", name: "Grace Hopper" })], en, "en");
    expect(html.match(/<li><article class="card">/g)).toHaveLength(2);
    expect(html.endsWith("</article></li>")).toBe(true);
    expect(cardListHtml([], en, "en")).toBe("");
  });
});
