import { useLocation, useMatches } from "react-router";
import { FILTER_KEYS } from "#app/search/filter-keys.ts";
import { absolute } from "#app/seo/absolute.ts";
import { LOCALES } from "./language.ts";
import { twinPaths } from "./twins.ts";

/** The query parameters that say what a listing page shows (the directory's filters, which the blog's share, its
 *  sort and its page): the rest (a referral, an emailed link's token) is no part of a page's address. */
const SHOWN = new Set<string>([...FILTER_KEYS, "sortBy", "page"]);

/**
 * A twinned page's alternates in the head, the same on both twins: en-CA, fr-CA, and the English page as x-default,
 * each with what the page's query says it shows (a later page, a search: each is its own address). A page whose
 * data could not be loaded (a profile or post not found) has none, nor has a page whose data says it is kept out of
 * search engines (`noindex: true`), nor a page whose French twin is not served.
 */
export function HreflangLinks({ appUrl }: { appUrl: string }) {
  const { pathname, search } = useLocation();
  const data = useMatches().at(-1)?.loaderData as { noindex?: unknown } | null | undefined;
  const loaded = data !== undefined && data?.noindex !== true;
  const twin = twinPaths(pathname);
  if (!twin?.routed || !loaded) return null;
  const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => SHOWN.has(name)));
  const query = kept.size > 0 ? `?${kept}` : "";
  return (
    <>
      <link rel="alternate" hrefLang={LOCALES.en} href={absolute(appUrl, twin.en + query)} />
      <link rel="alternate" hrefLang={LOCALES.fr} href={absolute(appUrl, twin.fr + query)} />
      <link rel="alternate" hrefLang="x-default" href={absolute(appUrl, twin.en + query)} />
    </>
  );
}
