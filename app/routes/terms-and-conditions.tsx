import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { ProseLink, ProsePage, proseMeta } from "#app/components/prose-page.tsx";
import { ProseOutline } from "#app/components/prose-outline.tsx";
import { FEATURED_PERIOD_DAYS, FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency } from "#app/i18n/language.ts";
import { TERMS_OPENING, TERMS_OUTLINE } from "#app/i18n/outlines.ts";
import { inPageWords, pageLanguage, pageTranslator, withPageWords } from "#app/i18n/page-words-route.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { SITE } from "#app/site.ts";
import type { Route } from "./+types/terms-and-conditions";
import { absolute } from "#app/seo/structured-data.ts";

// GET /terms-and-conditions and /fr/conditions-d-utilisation. The words are in the terms catalogue, keyed by the
// outline (app/i18n/outlines.ts), and come as a script of their own (page-words.ts), not in the page's data; the
// crisis box between its first sections stands out in red.

/** The most we owe for a claim, in dollars, when the visitor paid us less in the year before it. */
const LIABILITY_FLOOR_DOLLARS = 100;

export const loader = ({ request }: Route.LoaderArgs) => pageLanguage(request);

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageWords(args);

const LINK = "font-semibold underline underline-offset-2";

export default inPageWords(TermsAndConditions);

function TermsAndConditions() {
  const t = useT();
  const language = useLanguage();
  const values = {
    site: t("site.name"),
    email: SITE.emails.support,
    price: formatCurrency(language, FEATURED_PRICE_CENTS / 100),
    days: FEATURED_PERIOD_DAYS,
    cap: formatCurrency(language, LIABILITY_FLOOR_DOLLARS),
  };
  const components = {
    mail: <ProseLink href={`mailto:${SITE.emails.support}`} />,
    privacy: <ProseLink href={localPath(language, "/privacy-policy")} />,
    contact: <ProseLink href={localPath(language, "/contact")} />,
    call988: <a href="tel:988" className={LINK} />,
    call911: <a href="tel:911" className={LINK} />,
  };
  const shared = { prefix: "terms", values, components };
  return (
    <ProsePage title={t("terms.title")} updated="2026-11-22" intro={<p>{t("terms.intro", values)}</p>}>
      <ProseOutline outline={TERMS_OPENING} {...shared} />
      <section
        aria-labelledby="crisis"
        className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5"
      >
        <h2 id="crisis" className="text-xl font-semibold">
          {t("terms.crisis.title")}
        </h2>
        <p className="mt-2">
          <T id="terms.crisis.1" components={components} />
        </p>
      </section>
      <ProseOutline outline={TERMS_OUTLINE} {...shared} />
    </ProsePage>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = pageTranslator(location.pathname);
  const site = t("site.name");
  const url = absolute(matches[0]?.loaderData?.config.appUrl ?? "", location.pathname);
  return proseMeta(t("terms.title"), t("terms.description", { site }), site, url);
};
