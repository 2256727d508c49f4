import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { ArticleSummary } from "#app/blog/posts.server.ts";
import type { PublicProfile } from "#app/therapists/card.ts";
import type { InsurerCoverage } from "#app/therapists/coverage.ts";
import { isPlainClick } from "#app/components/plain-click.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useT } from "#app/i18n/i18n.tsx";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { CredentialsTab, LocationTab, ReviewsTab } from "./tab-panels.tsx";
import { InsuranceTab } from "./insurance-tab.tsx";
import { ArticlesTab } from "./articles-tab.tsx";

const PROFILE_TABS = [
  { value: "credentials", label: "tabs.credentials" },
  { value: "articles", label: "tabs.articles" },
  { value: "insurance", label: "tabs.insurance" },
  { value: "reviews", label: "tabs.reviews" },
  { value: "location", label: "tabs.location" },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]["value"];

function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.value === value)?.value ?? "credentials";
}

/**
 * The five tabs, after the WAI-ARIA tabs pattern: a tab list where the arrow keys, Home and End move to a tab and
 * show it (one tab in the Tab order), and one panel for the chosen tab. The chosen tab lives in the URL (?tab=), so
 * each tab is a real link that works before JavaScript loads and can be shared. Until the page's scripts run, the
 * arrow keys move nothing, so every tab stays in the Tab order; the roving tabindex (only the chosen tab in the Tab
 * order) applies once they do.
 */
export function ProfileTabs({
  profile,
  articles,
  coverage,
  names,
}: {
  profile: PublicProfile;
  articles: ArticleSummary[];
  /** The insurers with their direct billing claims as they count now (worked out on the server). */
  coverage: InsurerCoverage[];
  /** The articles' specialties' and the insurance choices' names in the page's language. */
  names: ValueNames;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const list = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const select = (value: ProfileTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "credentials") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.findIndex(({ value }) => value === tab);
    const target = keyTarget(event.key, index, PROFILE_TABS.length);
    if (target === undefined) return;
    event.preventDefault();
    select(PROFILE_TABS[target]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  const panels: Record<ProfileTab, ReactNode> = {
    credentials: <CredentialsTab profile={profile} />,
    articles: <ArticlesTab articles={articles} names={names} />,
    insurance: <InsuranceTab profile={profile} coverage={coverage} names={names} />,
    reviews: <ReviewsTab profile={profile} />,
    location: <LocationTab profile={profile} />,
  };
  return (
    <div className="mt-8">
      <div
        ref={list}
        role="tablist"
        aria-label={t("tabs.label")}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PROFILE_TABS.map(({ value, label }) => (
          <Link
            key={value}
            id={`tab-${value}`}
            role="tab"
            aria-selected={value === tab}
            aria-controls={`panel-${value}`}
            tabIndex={hydrated ? (value === tab ? 0 : -1) : undefined}
            to={value === "credentials" ? "?" : `?tab=${value}`}
            replace
            preventScrollReset
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              select(value);
            }}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-brand-700 aria-selected:text-brand-900"
          >
            {t(label)}
          </Link>
        ))}
      </div>
      {PROFILE_TABS.map(({ value }) => (
        <div
          key={value}
          id={`panel-${value}`}
          role="tabpanel"
          aria-labelledby={`tab-${value}`}
          tabIndex={0}
          hidden={value !== tab}
          className="py-6"
        >
          {value === tab && panels[value]}
        </div>
      ))}
    </div>
  );
}

/** The tab a key moves to (the arrows wrap around), or undefined for any other key. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
