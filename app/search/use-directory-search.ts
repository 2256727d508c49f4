import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { searchHref } from "./directory-url.ts";
import { parseDirectoryUrl, type SearchParams } from "./params.ts";

/** Where a directory navigation came from; kept in history state so the search box knows its own changes. */
export type SearchSource = "typing" | "choice";

/**
 * The directory's instant search, done with React Router's own navigation (docs/decisions/008): every change is
 * a GET navigation to the page's URL, so the loader searches, the URL follows and Back/Forward restore results.
 * A newer navigation cancels an older one, so a stale response never replaces a newer one.
 */
export function useDirectorySearch() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingSearch =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname
      ? navigation.location.search
      : null;
  // While results load, the controls already show what was asked for (no snapping back, no flicker).
  const params = useMemo(
    () => parseDirectoryUrl(new URLSearchParams(pendingSearch ?? location.search)),
    [pendingSearch, location.search],
  );

  // The search the latest navigation asked for: the base of the next change, even before that one has loaded.
  const latest = useRef(location.search);
  useEffect(() => {
    latest.current = location.search;
  }, [location.search]);

  const apply = useCallback(
    (change: Partial<SearchParams>, options: { replace?: boolean; source?: SearchSource } = {}) => {
      // Any change of filters or sort starts again at page 1; only the pagination links move between pages.
      const next = { ...parseDirectoryUrl(new URLSearchParams(latest.current)), page: 1, ...change };
      const href = searchHref(location.pathname, next);
      latest.current = href.includes("?") ? href.slice(href.indexOf("?")) : "";
      void navigate(href, {
        replace: options.replace ?? false,
        preventScrollReset: true,
        // The pending search shows in the controls in the same frame as the click (no snap back to the old value).
        flushSync: true,
        state: { source: options.source ?? "choice" },
      });
    },
    [navigate, location.pathname],
  );

  return { params, searching: pendingSearch !== null, apply };
}
