import { Link } from "react-router";
import { useT } from "#app/i18n/i18n.tsx";
import type { Crumb } from "#app/seo/structured-data.ts";
import { Icon } from "./icon.tsx";

/** A visible breadcrumb trail, named in the page's language; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("crumb.label")} className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {i > 0 && <Icon name="chevron-right" className="size-4 text-slate-500" />}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="text-brand-800 underline-offset-2 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
