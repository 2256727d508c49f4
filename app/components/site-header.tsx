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
    signedIn ? { to: "/therapist/dashboard", label: "My Profile" } : { to: "/therapist/signup", label: "Join as Therapist" },
    { to: "/admin", label: "Admin Dashboard" },
  ];
}

// Navigation links are styled by the `nav-link` class of app.css: the current page by its aria-current.

/** Sign out is a POST (a link or a prefetch must never sign anyone out); it works without JavaScript too. */
function SignOutButton() {
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon icon={LogOut} className="size-4" />
        Sign out
      </button>
    </Form>
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
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold text-brand-900">
          <Icon icon={HeartHandshake} className="size-6 text-brand-700" />
          <span>{SITE.name}</span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
          {signedIn && (
            <li>
              <SignOutButton />
            </li>
          )}
        </ul>
        <details ref={menu} className="relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
            <Icon icon={Menu} className="size-5" />
            Menu
          </summary>
          <ul className="absolute right-0 mt-2 flex w-60 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="nav-link block">
                  {item.label}
                </NavLink>
              </li>
            ))}
            {signedIn && (
              <li className="border-t border-slate-200 pt-1">
                <SignOutButton />
              </li>
            )}
          </ul>
        </details>
      </nav>
    </header>
  );
}
