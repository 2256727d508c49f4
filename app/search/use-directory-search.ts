import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { SearchSource } from "#app/components/search-source.ts";
import { searchHref } from "./directory-url.ts";
import { parseDirectoryUrl, type SearchParams } from "./params.ts";

/** Runs `run` once the browser has painted its next frame (or soon, on a hidden page that paints none). */
function afterNextPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * The directory's instant search, done with React Router's own navigation (docs/decisions/008): every change is
 * a GET navigation to the page's URL, so the loader searches, the URL follows and Back/Forward restore results.
 * A newer navigation cancels an older one, so a stale response never replaces a newer one. A change is drawn at
 * once, in the frame of the click or key (the controls show what was asked for, the results are marked as
 * loading), and its navigation starts once that frame is painted: the router's work never delays what a person
 * sees their tap do.
 */
export function useDirectorySearch() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingSearch =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname
      ? navigation.location.search
      : null;
  // The search asked for whose navigation has not started yet: until the router loads it or the page moved on.
  const [asked, setAsked] = useState<{ search: string; from: string } | null>(null);
  const superseded = asked !== null && (asked.search === pendingSearch || asked.from !== location.key);
  const waiting = asked && !superseded ? asked.search : null;
  // once the router has it (or the page moved on), it is forgotten (set while rendering, as React allows for a
  // component's own state): Back to this entry later shows no old request
  if (superseded) setAsked(null);
  const shownSearch = waiting ?? pendingSearch;
  // While results load, the controls already show what was asked for (no snapping back, no flicker).
  const params = useMemo(
    () => parseDirectoryUrl(new URLSearchParams(shownSearch ?? location.search)),
    [shownSearch, location.search],
  );

  // The search the latest change asked for: the base of the next change, even before that one has loaded.
  const latest = useRef(location.search);
  useEffect(() => {
    latest.current = location.search;
  }, [location.search]);

  const apply = useCallback(
    (change: Partial<SearchParams>, options: { replace?: boolean; source?: SearchSource } = {}) => {
      // Any change of filters or sort starts again at page 1; only the pagination links move between pages.
      const next = { ...parseDirectoryUrl(new URLSearchParams(latest.current)), page: 1, ...change };
      const href = searchHref(location.pathname, next);
      const search = href.includes("?") ? href.slice(href.indexOf("?")) : "";
      latest.current = search;
      flushSync(() => setAsked({ search, from: location.key }));
      afterNextPaint(() => {
        void navigate(href, {
          replace: options.replace ?? false,
          preventScrollReset: true,
          state: { source: options.source ?? "choice" },
        });
      });
    },
    [navigate, location.pathname, location.key],
  );

  return { params, searching: shownSearch !== null, apply };
}
