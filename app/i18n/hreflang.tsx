import { useLocation } from "react-router";
import { absolute } from "#app/seo/structured-data.ts";
import { LOCALES } from "./language.ts";
import { twinPaths } from "./twins.ts";

/** A twinned page's alternates in the head, the same on both twins: en-CA, fr-CA, and the English page as
 *  x-default. A page whose French twin is not served has none. */
export function HreflangLinks({ appUrl }: { appUrl: string }) {
  const { pathname } = useLocation();
  const twin = twinPaths(pathname);
  if (!twin?.routed) return null;
  return (
    <>
      <link rel="alternate" hrefLang={LOCALES.en} href={absolute(appUrl, twin.en)} />
      <link rel="alternate" hrefLang={LOCALES.fr} href={absolute(appUrl, twin.fr)} />
      <link rel="alternate" hrefLang="x-default" href={absolute(appUrl, twin.en)} />
    </>
  );
}
