import type { MetaDescriptor } from "react-router";
import { absolute } from "./absolute.ts";

// The head of a public page: title, description, canonical URL, previous/next page hints, Open Graph.

export type PageMetaInput = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** APP_URL from the root loader's public configuration ('' when unknown: links stay relative). */
  appUrl: string | undefined;
  path: string;
  prevPath?: string;
  nextPath?: string;
  /** The site's name in the page's language (common catalogue's site.name). */
  siteName: string;
  /** Pages that should be followed but not indexed (free-text searches, searches with no results). */
  noindex?: boolean;
};

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const appUrl = input.appUrl ?? "";
  const siteName = input.siteName;
  const title = `${input.title} | ${siteName}`;
  const url = absolute(appUrl, input.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
  ];
  if (input.prevPath) tags.push({ tagName: "link", rel: "prev", href: absolute(appUrl, input.prevPath) });
  if (input.nextPath) tags.push({ tagName: "link", rel: "next", href: absolute(appUrl, input.nextPath) });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** ' - Page N' after a title or description for pages beyond the first. */
export const pageSuffix = (page: number) => (page > 1 ? ` - Page ${page}` : "");
