import { SITE } from "#app/site.ts";
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
import { directoryDescription, directoryTitle } from "./directory-meta.ts";
import { searchHref } from "./directory-url.ts";
import { HOME_FAQ } from "./home-content.ts";
import type { SearchParams } from "./params.ts";

// The directory's structured data: the organisation, the site and its search box, the page as a collection with
// its first 10 results, where it sits, and the questions the page answers.
export function directoryLd(
  appUrl: string,
  data: { params: SearchParams; cityName: string | undefined; total: number; therapists: readonly { slug: string }[] },
) {
  const { params, cityName, total, therapists } = data;
  const path = searchHref("/", params);
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }];
  if (path !== "/") crumbs.push({ name: directoryTitle(params, cityName), path });
  return graph(
    organization(appUrl),
    website(appUrl),
    collectionPage(appUrl, {
      path,
      name: `${directoryTitle(params, cityName)} | ${SITE.name}`,
      description: directoryDescription(params, cityName, total),
    }),
    itemList(appUrl, therapists, (params.page - 1) * params.limit),
    breadcrumbList(appUrl, crumbs),
    faqPage(HOME_FAQ),
  );
}
