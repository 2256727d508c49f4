import { useLocation } from "react-router";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { LOCALES } from "#app/i18n/language.ts";
import { twinPaths } from "#app/i18n/twins.ts";

/**
 * The link to this page in the other language, query string kept. Shown only where the page has a served twin
 * (an English page whose French page is not served yet has none). A plain document load: the other language's
 * words come with the page.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const t = useT();
  const { pathname, search } = useLocation();
  const twin = twinPaths(pathname);
  if (!twin?.routed) return null;
  const other = language === "en" ? "fr" : "en";
  return (
    <a
      href={`${twin[other]}${search}`}
      hrefLang={LOCALES[other]}
      lang={LOCALES[other]}
      aria-label={t("language.switchLabel")}
      className="language-switch"
    >
      {t("language.switch")}
    </a>
  );
}
