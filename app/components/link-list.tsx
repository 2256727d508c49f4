import { Link } from "react-router";

/** A titled row of pill links (related issues, nearby cities, specialties). */
export function LinkList({ heading, links }: { heading: string; links: readonly { label: string; href: string }[] }) {
  const id = `links-${heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
