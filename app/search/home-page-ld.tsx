import { JsonLd } from "#app/components/json-ld.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { directoryLd } from "./directory-ld.ts";
import { homeFaqs } from "./home-content.ts";
import type { SearchParams } from "./params.ts";

/** The home page's structured data (directory-ld.ts), in its words (drawn inside the home words: MoreWords);
 *  `page` null: the page hydrates over what the server wrote. */
export function HomePageLd({
  appUrl,
  page,
}: {
  appUrl: string;
  page: { params: SearchParams; title: string; description: string; therapists: readonly { slug: string }[] } | null;
}) {
  const t = useT();
  const language = useLanguage();
  if (!page) return <JsonLd data={null} />;
  const words = {
    home: localPath(language, "/"),
    homeName: t("crumb.home"),
    siteName: t("site.name"),
    siteDescription: t("site.description"),
    faqs: homeFaqs(language, t),
  };
  return <JsonLd data={directoryLd(appUrl, page, words)} />;
}
