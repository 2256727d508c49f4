import { useEffect, useRef } from "react";
import { useFetchers, useLocation } from "react-router";

/**
 * "Submissions (N)": when the filters or the page change (a new address, not the first one), the focus moves here,
 * so the new count is read out and the keyboard goes on from the table's top, not from the page's start; and when
 * an action's row left the list with its answer (approved while pending ones are listed), taking the focus with it.
 */
export function SubmissionsHeading({ total }: { total: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    heading.current?.focus();
  }, [search]);
  const acting = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const wasActing = useRef(false);
  useEffect(() => {
    const answered = wasActing.current && !acting;
    wasActing.current = acting;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (answered && lost) heading.current?.focus();
  }, [acting]);
  return (
    <h2 ref={heading} tabIndex={-1} className="mt-8 text-xl font-semibold text-slate-900">
      Submissions <span className="text-base font-normal text-slate-700">({total})</span>
    </h2>
  );
}
