import { Link } from "react-router";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { CrisisHelp } from "./crisis-help.tsx";

/** Each resource's site in the page's language: a French page leads to its French site. */
const RESOURCES = [
  { href: { en: "https://988.ca", fr: "https://988.ca/fr" }, label: "resource.988" },
  {
    href: { en: "https://www.crisisservicescanada.ca", fr: "https://www.crisisservicescanada.ca/fr/" },
    label: "resource.cssc",
  },
  { href: { en: "https://kidshelpphone.ca", fr: "https://jeunessejecoute.ca" }, label: "resource.kids" },
  { href: { en: "https://www.connexontario.ca", fr: "https://www.connexontario.ca/fr-ca/" }, label: "resource.connex" },
  { href: { en: "https://cmha.ca", fr: "https://cmha.ca/fr/" }, label: "resource.cmha" },
] as const;

// Styled by the `site-footer` class (app/styles/site.css): the crisis help, the columns and their links by their place in it.
export function SiteFooter({ year }: { year: number }) {
  const t = useT();
  const language = useLanguage();
  const to = (path: string) => localPath(language, path);
  return (
    <footer className="site-footer">
      <section aria-label={t("crisis.label")}>
        <CrisisHelp />
      </section>
      <div>
        <div>
          <p>{t("site.name")}</p>
          <p>{t("footer.about")}</p>
        </div>
        <FooterColumn title={t("footer.quickLinks")}>
          <li>
            <Link to={to("/")}>{t("nav.directory")}</Link>
          </li>
          <li>
            <Link to={to("/therapist/signup")}>{t("nav.join")}</Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t("footer.resources")}>
          {RESOURCES.map((resource) => (
            <li key={resource.label}>
              <a href={resource.href[language]} rel="noopener noreferrer" target="_blank">
                {t(resource.label)}
                <span className="sr-only"> {t("footer.newTab")}</span>
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.legal")}>
          <li>
            <Link to={to("/privacy-policy")}>{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to={to("/terms-and-conditions")}>{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to={to("/contact")}>{t("footer.contact")}</Link>
          </li>
        </FooterColumn>
      </div>
      <p>{t("footer.copyright", { year, site: t("site.name") })}</p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}
