import { useEffect } from "react";
import { data, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist.dashboard";
import { buttonClass } from "#app/components/button.tsx";
import { toast, useAnswerToast } from "#app/components/toasts.tsx";
import { useAnswerCount } from "#app/components/use-answer-count.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useFocusIfLost } from "#app/components/focus-on-mount.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { toastFailed } from "#app/http/toast-answer.server.ts";
import { MyArticles } from "#app/blog/my-articles.tsx";
import { noindexMeta } from "#app/site.ts";
import { AvailabilityCard } from "#app/therapists/dashboard/availability-card.tsx";
import { AnalyticsCard } from "#app/therapists/dashboard/analytics-card.tsx";
import { InquiryList } from "#app/therapists/dashboard/inquiry-list.tsx";
import { FeaturedBanner } from "#app/therapists/dashboard/featured-banner.tsx";
import { PaymentHistory } from "#app/therapists/dashboard/payment-history.tsx";
import { ProfileCard } from "#app/therapists/dashboard/profile-card.tsx";
import { StatusCard } from "#app/therapists/dashboard/status-card.tsx";
import type { DashboardAnswer } from "#app/therapists/dashboard/dashboard-answer.ts";
import { DashboardIntent, dashboardPage, pressDashboard } from "#app/therapists/dashboard/dashboard-page.server.ts";
import { dashboardWords } from "#app/therapists/dashboard/dashboard-words.server.ts";
import { pageTitleId } from "#app/components/status-titles.ts";
import { languageOfPath } from "#app/i18n/language.ts";

type Answered = DashboardAnswer | ReturnType<typeof data<DashboardAnswer>>;

const Query = z.object({
  subscription_success: z.literal("true").optional().catch(undefined),
  subscription_canceled: z.literal("true").optional().catch(undefined),
  saved: z.literal("draft").optional().catch(undefined),
});

// /therapist/dashboard: signed out → /api/login (back here after); no application → 'No Profile Yet';
// otherwise the status card, and for an approved profile the Featured banner (Get Featured, a payment still
// clearing, or the active period with Cancel Featured; Manage billing), the payment history and the inquiry count.
// Back from checkout, a 'Payment Successful!', 'Payment Processing' or 'Payment Canceled' toast.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return dashboardPage(context.get(servicesContext), user.id, query, dashboardWords(request), Date.now());
}

// The dashboard's buttons are plain form posts, so they work without JavaScript too: the checkout and the billing
// portal are redirects, everything else an answer shown as a toast (and a line on the page).
export async function action({ request, context }: Route.ActionArgs): Promise<Answered> {
  const user = await requireUser(request, context);
  const words = dashboardWords(request);
  const fields = Object.fromEntries(await readForm(request));
  const intent = DashboardIntent.safeParse(fields);
  if (!intent.success) return toastFailed(words.t("dash.toast.failed"), words.t("dash.toast.notUnderstood"), 400);
  const services = context.get(servicesContext);
  const outcome = await pressDashboard(services, user, intent.data, fields, words, Date.now());
  if (outcome.kind === "redirect") throw redirect(outcome.url);
  return outcome.status === 200 ? outcome.answer : data(outcome.answer, { status: outcome.status });
}

export default function TherapistDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { status, submission, profile, inquiries, featured, payments, articles, notice, availability } = loaderData;
  const { messages, replyRecord, names } = loaderData;
  const summary = profile ?? submission;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const language = useLanguage();
  useEffect(() => {
    if (!notice) return;
    if (notice.ok) toast.success(notice.title, { description: notice.description });
    else toast.error(notice.title, { description: notice.description });
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [notice, pathname, navigate]);
  useAnswerToast(actionData);
  const answers = useAnswerCount(actionData);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("dash.title")}</h1>
      {!summary ? (
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t("dash.noProfile.heading")}</h2>
          <p className="mt-2 text-slate-700">{t("dash.noProfile.text")}</p>
          <Link to={localPath(language, "/therapist/signup")} className={buttonClass("primary", "md", "mt-5")}>
            {t("dash.noProfile.create")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          <StatusCard
            status={status}
            adminNotes={profile ? null : (submission?.adminNotes ?? null)}
            slug={profile?.slug ?? null}
            unconfirmedEmail={submission && !submission.emailProven ? submission.email : null}
          />
          {/* The notice of the address the page was reached by (back from checkout, a post saved) is not repeated
              beside the answer to a form posted since: without scripts each form posts back to that address. */}
          {notice && !actionData && (
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900">
              <strong>{notice.title}</strong> {notice.description}
            </p>
          )}
          {/* The answer to what was just pressed takes the focus when the control pressed is gone (a message marked
              replied, a post deleted), so a keyboard or screen reader user is told and goes on from here. */}
          {actionData && <AnswerLine key={answers} answer={actionData} />}
          {profile && <FeaturedBanner view={featured} busy={busy} />}
          {payments.length > 0 && <PaymentHistory payments={payments} />}
          {availability && <AvailabilityCard view={availability} busy={busy} refused={actionData?.availability} />}
          {profile && <AnalyticsCard inquiries={inquiries} />}
          {profile && <InquiryList inquiries={messages} replyRecord={replyRecord} />}
          {profile && <MyArticles articles={articles} names={names} />}
          <ProfileCard profile={summary} names={names} />
        </div>
      )}
      <p className="mt-8 text-slate-700">
        <Link to={localPath(language, "/account")} className="font-medium text-brand-800 underline">
          {t("dash.account.link")}
        </Link>
      </p>
    </section>
  );
}

/**
 * The answer to what was just pressed. It takes the focus when the control pressed went away, and as a page sent
 * without scripts loads (autofocus), unless it brings back a refused form, whose refused control takes it. With
 * scripts its toast is what announces it (the line is no live region then, or it would be said twice).
 */
function AnswerLine({ answer }: { answer: DashboardAnswer }) {
  const told = useFocusIfLost<HTMLParagraphElement>(useNavigation().state === "idle");
  const announcedByToast = useHydrated();
  return (
    <p
      ref={told}
      role={announcedByToast ? undefined : answer.ok ? "status" : "alert"}
      tabIndex={-1}
      autoFocus={answer.availability === undefined}
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900"
    >
      <T
        id="dash.answer"
        values={{ title: answer.title, description: answer.description }}
        components={{ b: <strong /> }}
      />
    </p>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("dash.title", Boolean(loaderData), error)), t("site.name"));
};

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("status.other.title")}</h1>
      <p className="mt-4 text-slate-700">{t("status.tryAgain")}</p>
      <Link to={localPath(useLanguage(), "/")} className={buttonClass("primary", "md", "mt-8")}>
        {t("status.back")}
      </Link>
    </section>
  );
}
