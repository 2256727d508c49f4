import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "#app/components/button.tsx";
import { useEditedBeforeHydration } from "#app/components/edited-before-hydration.ts";
import { isPlainClick } from "#app/components/plain-click.ts";
import { useSearchSource, type SearchSource } from "#app/components/search-source.ts";
import { Icon } from "#app/components/icon.tsx";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { SortOption } from "#app/reference/profile-options.ts";
import { allOptionsHref, type PageFacets } from "./common-facets.ts";
import { countOf, filterSelects } from "./facet-options.ts";
import { FacetCheckbox, FacetSelect, FILTERS } from "./filter-fields.tsx";
import { NearFields, useNearBox } from "./near-fields.tsx";
import { activeFilterCount, directoryQuery } from "./directory-url.ts";
import { postedSearchHref } from "./near-form.ts";
import { parseDirectoryUrl, type SearchParams } from "./params.ts";
import { useAllFacets } from "./use-all-facets.ts";

type Apply = (change: Partial<SearchParams>, options?: { replace?: boolean; source?: SearchSource }) => void;

const DEBOUNCE_MS = 250;

/**
 * The filter panel: a form Enter or Search submits. With JavaScript, typing searches after a short pause and every
 * select or checkbox applies at once. Without it, the form posts to the directory's action, which redirects to the
 * search's URL (a postal code cut to its first three characters on the way: near-form.ts). The page carries the
 * common values of the long lists; the rest load once the panel is seen or used (without JavaScript, a link asks for
 * them).
 */
export function FilterPanel(props: {
  params: SearchParams;
  /** The page's counts (the common values, or all of them) and the names of the values they list. */
  facets: PageFacets;
  apply: Apply;
  /** What the page says about the postal area in its URL (not one, or unknown). */
  nearNotice?: MessageId | null;
}) {
  const { params, apply } = props;
  const language = useLanguage();
  const location = useLocation();
  // every value's count for the search shown (not the one loading: a click changes no option list)
  const shown = useMemo(() => parseDirectoryUrl(new URLSearchParams(location.search)), [location.search]);
  const { panel, tallies: facets, names, want } = useAllFacets(shown, props.facets, language);
  const urlQuery = new URLSearchParams(location.search).get("query") ?? "";
  const [text, setText] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useRef(false);

  // A change that did not come from this panel (Back/Forward, a link, Clear All) puts the URL's query in the box and
  // drops a pause's search still waiting; one it asked for leaves both alone (search-source.ts).
  const source = useSearchSource();
  const fromPanel = source !== undefined;
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (!fromPanel) setText(urlQuery);
  }
  // A typing run's later pauses replace the history entry its first pause added, once that entry is the one shown:
  // a pause whose search is still loading has added none, and the next pause adds its own in its place (replacing
  // would replace the page before the run).
  useEffect(() => {
    typing.current = source === "typing";
    if (!fromPanel) clearTimeout(timer.current);
  }, [location.key, source, fromPanel]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const query = () => text.trim() || undefined;
  const near = useNearBox(params);
  /** A deliberate change: a new history entry, with whatever is typed in the boxes. */
  const choose = (change: Partial<SearchParams>) => {
    clearTimeout(timer.current);
    typing.current = false;
    apply({ query: query(), ...near.pending(), ...change });
  };

  // The selects' handlers stay the same from render to render (a select is drawn again only when its options or
  // value change), and each applies the choice with what the panel holds now.
  const latestChoose = useRef(choose);
  useLayoutEffect(() => {
    latestChoose.current = choose;
  });
  const onSelect = useMemo(
    () =>
      Object.fromEntries(
        FILTERS.map((filter) => [filter.name, (v: string) => latestChoose.current(filter.toChange(v))]),
      ) as Record<(typeof FILTERS)[number]["name"], (value: string) => void>,
    [],
  );

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      apply({ query: value.trim() || undefined }, { replace: typing.current, source: "typing" });
    }, DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose({});
  };
  const onSort = (value: string) => {
    // "" is the default order (nearest first with a postal area, else recommended)
    const sortBy = (value || undefined) as SortOption | undefined;
    if (sortBy !== "nearest" || params.city || !("geolocation" in navigator))
      return choose({ sortBy, lat: undefined, lng: undefined });
    // Nearest without a chosen city: from the visitor's location if they allow it (rounded to about 1 km).
    const round = (n: number) => Math.round(n * 100) / 100;
    navigator.geolocation.getCurrentPosition(
      (position) => choose({ sortBy, lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
      () => choose({ sortBy }),
      { timeout: 8000, maximumAge: 600_000 },
    );
  };

  const t = useT();
  const home = localPath(language, "/");
  // What was typed, chosen or ticked before the scripts ran is searched as the panel posted would have been (unless
  // it asks for the search shown: a postal code's whole text for its area, fields the browser restored as they were).
  // Words typed then are a typing run that goes on: its next pauses replace this search's history entry.
  useEditedBeforeHydration(panel, (fields) => {
    const typed = String(fields.get("query") ?? "");
    setText(typed);
    const asked = parseDirectoryUrl(new URL(postedSearchHref(home, fields), window.location.origin).searchParams);
    if (directoryQuery({ ...asked, page: 1 }) !== directoryQuery({ ...params, page: 1 }))
      apply(asked, { source: typed === urlQuery ? "choice" : "typing" });
  });
  // the index route takes a post only when its URL says ?index (the French home is a route of its own)
  const action = home === "/" ? "/?index" : home;
  const selects = filterSelects(params, facets, { language, say: t, names });
  const count = activeFilterCount(params);
  return (
    <Form
      ref={panel}
      method="post"
      action={action}
      role="search"
      aria-label={t("filter.form")}
      onSubmit={onSubmit}
      onFocus={want}
      onPointerEnter={want}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex gap-2">
        <label htmlFor="directory-query" className="sr-only">
          {t("filter.queryLabel")}
        </label>
        <div className="relative min-w-0 flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="directory-query"
            type="search"
            name="query"
            value={text}
            onChange={onType}
            autoComplete="off"
            placeholder={t("filter.form")}
            className="h-11 w-full rounded-md border border-slate-500 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-600"
          />
        </div>
        <Button type="submit" className="h-11 shrink-0">
          {t("filter.search")}
        </Button>
      </div>
      <div className="filters mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FILTERS.map((filter) => (
          <FacetSelect
            key={filter.name}
            name={filter.name}
            label={t(`filter.${filter.name}`)}
            allLabel={t(`filter.${filter.name}.all`)}
            model={selects[filter.name]}
            onChange={onSelect[filter.name]}
          />
        ))}
        <FacetSelect name="sortBy" label={t("filter.sortBy")} allLabel="" model={selects.sortBy} onChange={onSort} />
      </div>
      <NearFields params={params} box={near.box} choose={choose} notice={props.nearNotice ?? null} />
      {params.sortBy === "nearest" && params.lat !== undefined && params.lng !== undefined && (
        <>
          <input type="hidden" name="lat" value={params.lat} />
          <input type="hidden" name="lng" value={params.lng} />
        </>
      )}
      <div className="checks mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <FacetCheckbox
          name="acceptingClients"
          label={t("filter.acceptingClients")}
          checked={Boolean(params.acceptingClients)}
          count={countOf(facets.acceptingClients, "true")}
          onChange={(checked) => choose({ acceptingClients: checked || undefined })}
        />
        <FacetCheckbox
          name="virtualSessions"
          label={t("filter.virtualSessions")}
          checked={Boolean(params.virtualSessions)}
          count={countOf(facets.mode, "online")}
          onChange={(checked) => choose({ virtualSessions: checked || undefined })}
        />
        <FacetCheckbox
          name="slidingScale"
          label={t("filter.slidingScale")}
          checked={Boolean(params.slidingScale)}
          count={countOf(facets.slidingScale, "true")}
          onChange={(checked) => choose({ slidingScale: checked || undefined })}
        />
        <FacetCheckbox
          name="freeConsultation"
          label={t("filter.freeConsultation")}
          checked={Boolean(params.freeConsultation)}
          count={countOf(facets.freeConsultation, "true")}
          onChange={(checked) => choose({ freeConsultation: checked || undefined })}
        />
        <noscript>
          <Button type="submit" variant="primary-outline" size="sm">
            {t("filter.apply")}
          </Button>
          {!props.facets.complete && (
            <a href={allOptionsHref(params, home)} className="ml-4 text-sm text-brand-800 underline">
              {t("filter.more")}
            </a>
          )}
        </noscript>
        {count > 0 && (
          <Link
            to={home}
            preventScrollReset
            onClick={(event) => {
              // the link goes with the filters it clears: focus goes on to the results, as after a page link
              if (isPlainClick(event)) document.getElementById("results-heading")?.focus({ preventScroll: true });
            }}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
          >
            <Icon name="x" className="size-4" />
            {t("filter.clear", { count })}
          </Link>
        )}
      </div>
    </Form>
  );
}
