// The footer's own words (its columns, the resources it links to, the copyright). They reach the browser as a script
// per language with the footer's module (footer-words.ts), never with a page's data.
export default {
  "footer.about":
    "A directory service only. We do not provide medical advice, diagnosis or treatment. All listed therapists are independently licensed professionals.",
  "footer.quickLinks": "Quick Links",
  "footer.resources": "Resources",
  "footer.legal": "Legal",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms and Conditions",
  "footer.contact": "Contact Us",
  "footer.newTab": "(opens in a new tab)",
  "footer.copyright": "© {year} {site}. All rights reserved.",
  "resource.988": "988 Suicide Crisis Helpline",
  "resource.cssc": "Crisis Services Canada",
  "resource.kids": "Kids Help Phone",
  "resource.connex": "ConnexOntario",
  "resource.cmha": "Canadian Mental Health Association",
} as const;
