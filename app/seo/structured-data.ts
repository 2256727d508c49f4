import { languageOfPath, LANGUAGES, LOCALES } from "#app/i18n/language.ts";
import { SITE } from "#app/site.ts";
import { absolute } from "./absolute.ts";

// schema.org JSON-LD builders. Pure: a page puts the nodes it needs in one @graph
// and renders it with <JsonLd>. URLs are absolute, built from the configured APP_URL.

type Node = Record<string, unknown>;
export type Crumb = { name: string; path: string };

export { absolute } from "./absolute.ts";

export function graph(...nodes: Node[]) {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * The organisation, named and described in the page's language (`site`: the common catalogue's words), its address
 * the home page in that language (`home`: "/" or "/fr").
 */
export function organization(appUrl: string, site: { name: string; description: string }, home = "/"): Node {
  return {
    "@type": "Organization",
    "@id": `${appUrl}/#organization`,
    name: site.name,
    url: absolute(appUrl, home),
    logo: absolute(appUrl, "/favicon.svg"),
    description: site.description,
    email: SITE.emails.support,
    areaServed: { "@type": "AdministrativeArea", name: "Ontario, Canada" },
  };
}

/**
 * The site, in both its languages, named in the page's, with a search box for search engines that searches the
 * directory in the page's language (`home`: "/" or "/fr"): /?query={search_term_string}, /fr?query=….
 */
export function website(appUrl: string, name: string, home = "/"): Node {
  return {
    "@type": "WebSite",
    "@id": `${appUrl}/#website`,
    name,
    url: absolute(appUrl, home),
    inLanguage: LANGUAGES.map((language) => LOCALES[language]),
    publisher: { "@id": `${appUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(appUrl, home)}?query={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The first 10 results, each a link to the therapist's profile. */
export function itemList(appUrl: string, therapists: readonly { slug: string }[], offset = 0): Node {
  const items = therapists.slice(0, 10);
  return {
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((t, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: absolute(appUrl, `/therapists/${t.slug}`),
    })),
  };
}

export function breadcrumbList(appUrl: string, crumbs: readonly Crumb[]): Node {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(appUrl, crumb.path),
    })),
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): Node {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A page that lists therapists, in its path's language ("/fr/..." is French). */
export function collectionPage(appUrl: string, page: { path: string; name: string; description: string }): Node {
  return {
    "@type": "CollectionPage",
    "@id": absolute(appUrl, page.path),
    url: absolute(appUrl, page.path),
    name: page.name,
    description: page.description,
    inLanguage: LOCALES[languageOfPath(page.path.split(/[?#]/)[0] ?? "/")],
    isPartOf: { "@id": `${appUrl}/#website` },
  };
}

/** JSON for an inline <script>: '<' escaped so no '</script>' or '<!--' in the data can end the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
