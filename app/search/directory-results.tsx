import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { CrisisHelp } from "#app/components/crisis-help.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useKeptList, type KeptList } from "#app/components/kept-markup.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { CardView } from "#app/therapists/card-view.ts";
import { pageCountOf, searchHref } from "./directory-url.ts";
import { Pagination } from "./pagination.tsx";
import type { SearchParams } from "./params.ts";
import { resultsCountText } from "./results-text.ts";
import { scrollToDirectory } from "./scroll.ts";
import { PlaceholderCards, TherapistGrid } from "./therapist-grid.tsx";

type Props = {
  params: SearchParams;
  /** The cards, or their length where the page hydrates over the server's markup of them. */
  therapists: readonly CardView[] | KeptList;
  total: number;
  totalInDatabase: number;
  filtered: boolean;
  corrected: string | null;
  /** The search's words say its visitor may be in crisis: the crisis lines come first. */
  crisis: boolean;
  searching: boolean;
};

/** The directory's results: the count (announced politely), the cards, the empty state and the pagination. */
export function DirectoryResults({
  params,
  therapists,
  total,
  totalInDatabase,
  filtered,
  corrected,
  crisis,
  searching,
}: Props) {
  const t = useT();
  const cards = useKeptList(therapists);
  const home = localPath(useLanguage(), "/");
  const pageCount = pageCountOf(total, params.limit);
  const countText = resultsCountText(
    { loading: searching, shown: therapists.length, total, totalInDatabase, filtered },
    t,
  );
  // No results: the empty state says so, in place of a count of none (still announced where the count is).
  const none = !searching && therapists.length === 0;
  const toResults = () => scrollToDirectory("results", { focus: document.getElementById("results-heading") });
  // Before the page's scripts run (or without them) a page link is a page load: it lands at the results, as the
  // scripts' own glide does, not at the top of a long page; the address a script navigates to carries no anchor.
  const landing = useHydrated() ? "" : "#results";
  return (
    <section id="results" aria-labelledby="results-heading" className="results">
      <div>
        <h2 id="results-heading" tabIndex={-1}>
          {t("results.heading")}
        </h2>
        <p role="status" aria-live="polite" className={none ? "sr-only" : undefined}>
          {none ? t("results.none") : countText}
        </p>
      </div>
      {crisis && (
        <aside aria-label={t("crisis.label")} className="crisis-note">
          <CrisisHelp />
        </aside>
      )}
      {corrected && !searching && (
        <p className="mt-1 text-sm text-slate-700">
          {t("results.corrected")} <strong className="font-semibold">{corrected}</strong>
        </p>
      )}
      <div className="mt-5 min-h-64">
        {therapists.length > 0 ? (
          <TherapistGrid therapists={cards} busy={searching} />
        ) : searching ? (
          <PlaceholderCards />
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-14 text-center">
            <Icon name="search-x" className="size-10 text-slate-500" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("results.none")}</h3>
            <p className="mt-1 text-slate-700">{t("results.noneHint")}</p>
            {filtered && (
              <Link
                to={home}
                preventScrollReset
                onClick={toResults}
                className={buttonClass("primary-outline", "sm", "mt-4")}
              >
                {t("results.clear")}
              </Link>
            )}
          </div>
        )}
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        numbered
        hrefFor={(page) => searchHref(home, { ...params, page }) + landing}
        onNavigate={toResults}
      />
    </section>
  );
}
