import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import type { ArticleSummary } from "#app/blog/posts.server.ts";
import type { PublicProfile } from "#app/therapists/profile.server.ts";
import { CredentialsTab, InsuranceTab, LocationTab, ReviewsTab } from "./tab-panels.tsx";
import { ArticlesTab } from "./articles-tab.tsx";

const PROFILE_TABS = [
  { value: "credentials", label: "Credentials" },
  { value: "articles", label: "Articles" },
  { value: "insurance", label: "Insurance" },
  { value: "reviews", label: "Reviews" },
  { value: "location", label: "Location" },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]["value"];

function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.value === value)?.value ?? "credentials";
}

/**
 * The five tabs (Radix: arrow keys move between them, screen readers hear a tab list). The chosen tab lives in
 * the URL (?tab=), so each tab is a real link that works before JavaScript loads and can be shared.
 */
export function ProfileTabs({ profile, articles }: { profile: PublicProfile; articles: ArticleSummary[] }) {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "credentials") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs.Root value={tab} onValueChange={select} className="mt-8">
      <Tabs.List aria-label="Profile details" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {PROFILE_TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} asChild>
            <Link
              to={value === "credentials" ? "?" : `?tab=${value}`}
              replace
              preventScrollReset
              onClick={(event) => event.preventDefault()}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
            >
              {label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="credentials" className="py-6">
        <CredentialsTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="articles" className="py-6">
        <ArticlesTab articles={articles} />
      </Tabs.Content>
      <Tabs.Content value="insurance" className="py-6">
        <InsuranceTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className="py-6">
        <ReviewsTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="location" className="py-6">
        <LocationTab profile={profile} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
