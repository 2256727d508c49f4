import {
  breadcrumbList,
  collectionPage,
  faqPage,
  graph,
  itemList,
  organization,
  website,
  type Crumb,
} from "#app/seo/structured-data.ts";
import { searchHref } from "./directory-url.ts";
import type { SearchParams } from "./params.ts";

// The directory's structured data: the page as a collection with its first 10 results and where it sits; and on the
// directory's own page only (not on each of its searches, which would repeat them on thousands of URLs) the site's
// entities, the organisation and the site with its search box, and the questions the page answers, in its words.
export function directoryLd(
  appUrl: string,
  data: {
    params: SearchParams;
    title: string;
    description: string;
    therapists: readonly { slug: string }[];
  },
  page: {
    home: string;
    homeName: string;
    siteName: string;
    siteDescription: string;
    faqs: readonly { question: string; answer: string }[];
  },
) {
  const { params, title, description, therapists } = data;
  const path = searchHref(page.home, params);
  const own = path === page.home;
  const crumbs: Crumb[] = [{ name: page.homeName, path: page.home }];
  if (!own) crumbs.push({ name: title, path });
  return graph(
    ...(own
      ? [
          organization(appUrl, { name: page.siteName, description: page.siteDescription }, page.home),
          website(appUrl, page.siteName, page.home),
        ]
      : []),
    collectionPage(appUrl, { path, name: `${title} | ${page.siteName}`, description }),
    itemList(appUrl, therapists, (params.page - 1) * params.limit),
    breadcrumbList(appUrl, crumbs),
    ...(own ? [faqPage(page.faqs)] : []),
  );
}
