import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { isPlainClick } from "#app/components/plain-click.ts";
import { useT } from "#app/i18n/i18n.tsx";
import { pageWindow } from "./directory-url.ts";

// Pagination with real links (it works before and without JavaScript): Previous, up to five page numbers centred
// on the current page (the directory), Next, and 'Page X of Y'.

type Props = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The directory shows page numbers; the city and issue pages only Previous/Next. */
  numbered?: boolean;
  /** With JavaScript: called on a page link's click (the directory keeps its place and glides to its results). */
  onNavigate?: () => void;
};

// A page link leads to the route already shown, which React Router knows: it asks for no route discovery.
// Styled by the `pager` and `page-link` classes (app/styles/directory.css) (the current page and a disabled end by their aria
// attributes).

export function Pagination({ page, pageCount, hrefFor, numbered = false, onNavigate }: Props) {
  const t = useT();
  if (pageCount <= 1) return null;
  const onClick = (event: MouseEvent) => {
    if (isPlainClick(event)) onNavigate?.();
  };
  const link = (target: number, children: React.ReactNode, extra: Record<string, string> = {}) => (
    <Link
      to={hrefFor(target)}
      discover="none"
      preventScrollReset={Boolean(onNavigate)}
      onClick={onClick}
      className="page-link"
      {...extra}
    >
      {children}
    </Link>
  );
  return (
    <nav aria-label={t("pager.label")} className="pager">
      <ul>
        <li>
          {page > 1 ? (
            link(
              page - 1,
              <>
                <Icon name="chevron-left" />
                {t("pager.previous")}
              </>,
              { rel: "prev" },
            )
          ) : (
            <span aria-disabled="true" className="page-link">
              <Icon name="chevron-left" />
              {t("pager.previous")}
            </span>
          )}
        </li>
        {numbered &&
          pageWindow(page, pageCount).map((n) => (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="page-link">
                  <span className="sr-only">{t("pager.page")}</span>
                  {n}
                </span>
              ) : (
                link(
                  n,
                  <>
                    <span className="sr-only">{t("pager.page")}</span>
                    {n}
                  </>,
                )
              )}
            </li>
          ))}
        <li>
          {page < pageCount ? (
            link(
              page + 1,
              <>
                {t("pager.next")}
                <Icon name="chevron-right" />
              </>,
              { rel: "next" },
            )
          ) : (
            <span aria-disabled="true" className="page-link">
              {t("pager.next")}
              <Icon name="chevron-right" />
            </span>
          )}
        </li>
      </ul>
      <p>{t("pager.of", { page, count: pageCount })}</p>
    </nav>
  );
}
