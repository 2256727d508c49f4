import { Link } from "react-router";
import type { Route } from "./+types/therapist.dashboard";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { MyArticles } from "#app/blog/my-articles.tsx";
import { listOwnPosts } from "#app/blog/posts.server.ts";
import { SITE } from "#app/site.ts";
import { AnalyticsCard, FeaturedBanner } from "#app/therapists/dashboard/featured-and-analytics.tsx";
import { ProfileCard } from "#app/therapists/dashboard/profile-card.tsx";
import { StatusCard } from "#app/therapists/dashboard/status-card.tsx";
import { isFeaturedActive } from "#app/therapists/display.ts";
import { countInquiries, dashboardStatus, getMyProfile } from "#app/therapists/my-profile.server.ts";

const DAY_MS = 86_400_000;

// /therapist/dashboard (SPEC §2): signed out → /api/login (back here after); no application → 'No Profile Yet';
// otherwise the status card, and for an approved profile the Featured banner and the inquiry count.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const mine = await getMyProfile(db, user.id);
  const profile = mine.approvedProfile;
  const now = Date.now();
  return {
    status: dashboardStatus(mine),
    submission: mine.submission,
    profile,
    inquiries: profile ? await countInquiries(db, profile.id) : 0,
    articles: profile ? await listOwnPosts(db, profile.id) : [],
    daysLeft: profile && isFeaturedActive(profile, now) ? Math.ceil((profile.featuredUntil! - now) / DAY_MS) : null,
  };
}

export default function TherapistDashboard({ loaderData }: Route.ComponentProps) {
  const { status, submission, profile, inquiries, daysLeft, articles } = loaderData;
  const summary = profile ?? submission;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Therapist Profile</h1>
      {!summary ? (
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Profile Yet</h2>
          <p className="mt-2 text-slate-700">You haven't applied to be listed in the directory yet.</p>
          <Link to="/therapist/signup" className="mt-5 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
            Create Your Profile
          </Link>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          <StatusCard status={status} adminNotes={profile ? null : (submission?.adminNotes ?? null)} slug={profile?.slug ?? null} />
          {profile && <FeaturedBanner daysLeft={daysLeft} />}
          {profile && <AnalyticsCard inquiries={inquiries} />}
          {profile && <MyArticles articles={articles} />}
          <ProfileCard profile={summary} />
        </div>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `My Therapist Profile | ${SITE.name}` }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">Please try again in a moment.</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">Back to Directory</Link>
    </section>
  );
}
