import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { Icon } from "./icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

type NavItem = { to: string; label: string; end?: boolean };

function navItems(signedIn: boolean, language: Language, t: ReturnType<typeof useT>): NavItem[] {
  const to = (path: string) => localPath(language, path);
  return [
    { to: to("/"), label: t("nav.directory"), end: true },
    { to: to("/blog"), label: t("nav.blog") },
    signedIn
      ? { to: to("/therapist/dashboard"), label: t("nav.myProfile") }
      : { to: to("/therapist/signup"), label: t("nav.join") },
    { to: "/admin", label: t("nav.admin") },
  ];
}

// The header is styled by the `site-header` class (app/styles/site.css), its navigation links by their place in it: the
// current page by its aria-current.

/**
 * Sign out is a POST (a link or a prefetch must never sign anyone out); it works without JavaScript too. It names
 * the page's language, so the directory it lands on is in that language.
 */
function SignOutButton() {
  const t = useT();
  const language = useLanguage();
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="language" value={language} />
      <button type="submit">
        <Icon name="log-out" className="size-4" />
        {t("nav.signOut")}
      </button>
    </Form>
  );
}

/** The navigation links, then Sign Out for a signed-in visitor: the bar's list and the menu's. */
function NavList({ items, signedIn, signOutClass }: { items: NavItem[]; signedIn: boolean; signOutClass?: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {signedIn && (
        <li className={signOutClass}>
          <SignOutButton />
        </li>
      )}
    </ul>
  );
}

/**
 * Sticky navigation. On small screens the items fold into a menu button; it is a <details> element, so it
 * opens and closes before (and without) JavaScript, and closes itself after a navigation once scripts run (one to
 * the same page with another query too: Directory from a search); on Escape and when the focus leaves it, by the
 * page's first inline script (menu-watch.ts).
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const language = useLanguage();
  const t = useT();
  const items = navItems(signedIn, language, t);
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // only a navigation closes it: a menu opened before the scripts ran stays open when they start
  const shownEntry = useRef(location.key);
  useEffect(() => {
    if (shownEntry.current === location.key) return;
    shownEntry.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <header className="site-header">
      <nav aria-label={t("nav.label")}>
        <Link to={localPath(language, "/")}>
          <Icon name="heart-handshake" className="size-6 text-brand-700" />
          <span>{t("site.name")}</span>
        </Link>
        <NavList items={items} signedIn={signedIn} />
        <LanguageSwitch />
        <details ref={menu}>
          <summary>
            <Icon name="menu" className="size-5" />
            {t("nav.menu")}
          </summary>
          <NavList items={items} signedIn={signedIn} signOutClass="border-t border-slate-200 pt-1" />
        </details>
      </nav>
    </header>
  );
}
