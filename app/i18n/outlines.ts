import type { OutlineSection } from "#app/components/prose-outline.tsx";

// The outlines of the long-form pages: which sections, and in each the paragraphs, sub-headings and lists whose
// words the page's catalogue holds (the keys follow from the outline: see ProseOutline).

export const PRIVACY_OUTLINE: readonly OutlineSection[] = [
  { id: "who-we-are", key: "who", blocks: ["p", "p"] },
  { id: "what-we-collect", key: "collect", blocks: ["h3", "ul2", "h3", "ul1", "h3", "ul6", "h3", "p"] },
  { id: "why", key: "why", blocks: ["ul6", "p"] },
  { id: "consent", key: "consent", blocks: ["p", "p", "p"] },
  { id: "messages", key: "messages", blocks: ["p", "p", "p"] },
  { id: "retention", key: "retention", blocks: ["ul14"] },
  { id: "safeguards", key: "safeguards", blocks: ["p"] },
  { id: "service-providers", key: "providers", blocks: ["p", "p"] },
  { id: "your-rights", key: "rights", blocks: ["p"] },
  { id: "withdrawing-consent", key: "withdraw", blocks: ["p"] },
  { id: "complaints", key: "complaints", blocks: ["p"] },
  { id: "changes", key: "changes", blocks: ["p"] },
  { id: "contact", key: "contact", blocks: ["p"] },
];

/** The terms before the crisis box. */
export const TERMS_OPENING: readonly OutlineSection[] = [{ id: "directory-only", key: "directory", blocks: ["p"] }];

/** The terms after the crisis box. */
export const TERMS_OUTLINE: readonly OutlineSection[] = [
  { id: "therapists", key: "therapists", blocks: ["p", "p"] },
  { id: "listing-rules", key: "listing", blocks: ["ul6", "p"] },
  { id: "featured", key: "featured", blocks: ["ul6"] },
  { id: "blog", key: "blog", blocks: ["p"] },
  { id: "acceptable-use", key: "use", blocks: ["p", "ul4", "p"] },
  { id: "intellectual-property", key: "ip", blocks: ["p"] },
  { id: "liability", key: "liability", blocks: ["p", "p"] },
  { id: "governing-law", key: "law", blocks: ["p"] },
  { id: "changes", key: "changes", blocks: ["p"] },
  { id: "contact", key: "contact", blocks: ["p"] },
];
