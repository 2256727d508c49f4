// Site-wide constants that are not configuration: the product's name, its public contact addresses, and the head
// of a page kept out of search engines. A deployment under another name edits this one file.
export const SITE = {
  name: "Canadian Therapist Directory",
  shortName: "Therapist Directory",
  description:
    "Find licensed, verified therapists, psychotherapists, social workers and psychologists across Ontario and Canada.",
  emails: {
    therapists: "therapists@canadiantherapistdirectory.ca",
    support: "support@canadiantherapistdirectory.ca",
    partnerships: "partnerships@canadiantherapistdirectory.ca",
    privacy: "privacy@canadiantherapistdirectory.ca",
  },
} as const;

/** The meta of a page kept out of search engines: its title, then the site's name in the page's language. A page
 *  served in French passes the French name; the English default is for the English-only (admin, dev) pages. */
export const noindexMeta = (title: string, siteName: string = SITE.name) => [
  { title: `${title} | ${siteName}` },
  { name: "robots", content: "noindex" },
];

/** The crisis lines every page shows; their names and what to do are message ids of the common catalogue. */
export const CRISIS_LINES = [
  { number: "988", label: "crisis.line.988", href: "tel:988", action: "crisis.action.callOrText" },
  { number: "1-866-277-3553", label: "crisis.line.cssc", href: "tel:18662773553", action: "crisis.action.call" },
] as const;
