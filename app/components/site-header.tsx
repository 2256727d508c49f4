import { HeartHandshake, LogOut, Menu } from "lucide";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { SITE } from "#app/site.ts";
import { Icon } from "./icon.tsx";

type NavItem = { to: string; label: string; end?: boolean };

function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: "/", label: "Directory", end: true },
    { to: "/blog", label: "Blog" },
    signedIn
      ? { to: "/therapist/dashboard", label: "My Profile" }
      : { to: "/therapist/signup", label: "Join as Therapist" },
    { to: "/admin", label: "Admin Dashboard" },
  ];
}

// The header is styled by the `site-header` class (app/styles/site.css), its navigation links by their place in it: the
// current page by its aria-current.

/** Sign out is a POST (a link or a prefetch must never sign anyone out); it works without JavaScript too. */
function SignOutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit">
        <Icon icon={LogOut} className="size-4" />
        Sign out
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
 * opens and closes before (and without) JavaScript, and closes itself after a navigation once scripts run.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const items = navItems(signedIn);
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // only a navigation closes it: a menu opened before the scripts ran stays open when they start
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <header className="site-header">
      <nav aria-label="Main">
        <Link to="/">
          <Icon icon={HeartHandshake} className="size-6 text-brand-700" />
          <span>{SITE.name}</span>
        </Link>
        <NavList items={items} signedIn={signedIn} />
        <details ref={menu}>
          <summary>
            <Icon icon={Menu} className="size-5" />
            Menu
          </summary>
          <NavList items={items} signedIn={signedIn} signOutClass="border-t border-slate-200 pt-1" />
        </details>
      </nav>
    </header>
  );
}
