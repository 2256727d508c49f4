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
import { valueNames } from "#app/i18n/value-names.ts";
import { servicesContext } from "#app/context.server.ts";
import { cancelFeatured, featuredAccount } from "#app/featured/account.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { billingPortalUrl } from "#app/featured/customer.server.ts";
import { daysRemaining } from "#app/featured/plan.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { toastDone, toastFailed } from "#app/http/toast-answer.server.ts";
import { MyArticles } from "#app/blog/my-articles.tsx";
import { ManageForm, managePost } from "#app/blog/manage.server.ts";
import { listOwnPosts } from "#app/blog/posts.server.ts";
import { writeResponse } from "#app/blog/responses.server.ts";
import { noindexMeta } from "#app/site.ts";
import { replyRecord } from "#app/inquiries/reply-record.server.ts";
import { listOwnInquiries, MarkInquiry, markOwnInquiry } from "#app/inquiries/therapist-inquiries.server.ts";
import { AvailabilityForm, confirmOwnAvailability } from "#app/therapists/availability.server.ts";
import { AvailabilityCard, type AvailabilityRefused } from "#app/therapists/dashboard/availability-card.tsx";
import { AnalyticsCard } from "#app/therapists/dashboard/analytics-card.tsx";
import { InquiryList } from "#app/therapists/dashboard/inquiry-list.tsx";
import { FeaturedBanner } from "#app/therapists/dashboard/featured-banner.tsx";
import { PaymentHistory } from "#app/therapists/dashboard/payment-history.tsx";
import { ProfileCard } from "#app/therapists/dashboard/profile-card.tsx";
import { StatusCard } from "#app/therapists/dashboard/status-card.tsx";
import {
  availabilityView,
  checkoutNotice,
  savedPostNotice,
  dashboardCatalogue,
  dashboardWords,
  refusedAvailability,
  replyRecordWords,
} from "#app/therapists/dashboard/dashboard-words.server.ts";
import { availabilityLine } from "#app/therapists/profile/profile-words.ts";
import { countInquiries, dashboardStatus, getMyProfile } from "#app/therapists/my-profile.server.ts";
import { pageTitleId } from "#app/components/status-titles.ts";
import { languageOfPath } from "#app/i18n/language.ts";

const Query = z.object({
  subscription_success: z.literal("true").optional().catch(undefined),
  subscription_canceled: z.literal("true").optional().catch(undefined),
  saved: z.literal("draft").optional().catch(undefined),
});
const Intent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum([
      "get-featured",
      "cancel-featured",
      "manage-billing",
      "confirm-availability",
      "update-availability",
    ]),
  }),
  ManageForm,
  MarkInquiry,
]);

/** The action's answer: a toast's title and text; a refused availability update brings its form back too. */
type Answer = { ok: boolean; title: string; description: string; availability?: AvailabilityRefused };
type Answered = Answer | ReturnType<typeof data<Answer>>;

// /therapist/dashboard: signed out → /api/login (back here after); no application → 'No Profile Yet';
// otherwise the status card, and for an approved profile the Featured banner (Get Featured, a payment still
// clearing, or the active period with Cancel Featured; Manage billing), the payment history and the inquiry count.
// Back from checkout, a 'Payment Successful!', 'Payment Processing' or 'Payment Canceled' toast.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { language, t } = dashboardWords(request);
  const mine = await getMyProfile(db, user.id);
  const profile = mine.approvedProfile;
  const now = Date.now();
  const account = await featuredAccount(db, user.id, profile?.id ?? null);
  const active = profile !== null && isFeaturedActive(profile.isFeatured, profile.featuredUntil, now);
  const demo = context.get(servicesContext).config.mode === "demo";
  const summary = profile ?? mine.submission;
  const articles = profile ? await listOwnPosts(db, profile.id) : [];
  return {
    ...dashboardCatalogue(language),
    notice: checkoutNotice(t, query, account.firstPayment, active) ?? savedPostNotice(t, query),
    payments: account.payments,
    featured: {
      daysLeft: active ? daysRemaining(profile.featuredUntil!, now) : null,
      featuredUntil: active ? profile.featuredUntil : null,
      subscriptionStatus: account.subscriptionStatus,
      firstPayment: account.firstPayment,
      demoCheckoutId: demo ? account.pendingCheckoutId : null,
      billing: account.billing,
    },
    status: dashboardStatus(mine),
    submission: mine.submission,
    profile,
    names: valueNames(language, [
      ...(summary?.specialties ?? []),
      ...(summary?.therapyTypes ?? []),
      ...articles.map((article) => article.specialty),
    ]),
    availability: profile ? availabilityView(t, profile, now) : null,
    inquiries: profile ? await countInquiries(db, profile.id) : 0,
    articles,
    messages: profile ? await listOwnInquiries(db, profile.id) : [],
    replyRecord: profile ? replyRecordWords(t, await replyRecord(db, profile.id, now)) : null,
  };
}

// Get Featured (to the checkout), Cancel Featured and Manage billing (to the provider's billing portal), My
// Articles' Publish / Unpublish and Delete, and Messages' Mark replied and Close (back here): plain form posts, so
// they work without JavaScript too. Each answers in the page's language; the checkout and the billing portal come
// back to the page in the language they were started from.
export async function action({ request, context }: Route.ActionArgs): Promise<Answered> {
  const user = await requireUser(request, context);
  const { language, t, say } = dashboardWords(request);
  const failed = (description: string, status: number) => toastFailed(t("dash.toast.failed"), description, status);
  const fields = Object.fromEntries(await readForm(request));
  const intent = Intent.safeParse(fields);
  if (!intent.success) return failed(t("dash.toast.notUnderstood"), 400);
  const services = context.get(servicesContext);
  if (intent.data.intent === "confirm-availability" || intent.data.intent === "update-availability") {
    const form = intent.data.intent === "update-availability" ? AvailabilityForm.safeParse(fields) : undefined;
    if (form && !form.success) {
      const refused = refusedAvailability(language, fields, form.error.issues[0]);
      const description = refused.message ?? t("dash.toast.checkForm");
      return data<Answer>(
        { ok: false, title: t("dash.toast.failed"), description, availability: refused.form },
        { status: 400 },
      );
    }
    const saved = await confirmOwnAvailability(services, user.id, Date.now(), form?.data);
    if (!saved) return failed(t("dash.toast.noListing"), 404);
    const done = form ? t("dash.toast.availabilityUpdated") : t("dash.toast.availabilityConfirmed");
    return toastDone(done, availabilityLine(t, saved, Date.now()));
  }
  if ("postId" in intent.data) {
    const outcome = await managePost(services, user, intent.data);
    if (outcome.kind === "saved")
      return toastDone(t("dash.toast.postDone"), t(`dash.toast.post.${intent.data.intent}`));
    const refused = writeResponse(outcome);
    const message = ((await refused.json()) as { message: string }).message;
    return failed(say(message, `dash.post.${outcome.kind}`), refused.status);
  }
  if (intent.data.intent === "mark-inquiry") {
    const marked = await markOwnInquiry(services.db, { userId: user.id, mark: intent.data, now: Date.now() });
    if (marked === "not-found") return failed(t("dash.toast.messageNotFound"), 404);
    const done = intent.data.state === "replied" ? t("dash.toast.markedReplied") : t("dash.toast.closed");
    return toastDone(t("dash.toast.messageUpdated"), done);
  }
  if (intent.data.intent === "get-featured") {
    const outcome = await startCheckout(services, user, "upgrade", Date.now(), language);
    if (outcome.kind === "ok") throw redirect(outcome.url);
    const message = say(outcome.message || t("dash.checkout.fallback"), `dash.checkout.${outcome.reason}`);
    return toastFailed(t("dash.checkout.title"), message, outcome.status);
  }
  if (intent.data.intent === "manage-billing") {
    const portal = await billingPortalUrl(services, user, language);
    if (portal.kind === "ok") throw redirect(portal.url);
    const refusal = portal.status === 404 ? "dash.refusal.noBillingAccount" : "dash.refusal.portalDown";
    return toastFailed(t("dash.toast.billingUnavailable"), say(portal.message, refusal), portal.status);
  }
  const canceled = await cancelFeatured(services, user, Date.now());
  if (canceled.kind === "error") {
    const refusal = canceled.reason === "provider-down" ? "dash.refusal.cancelDown" : "dash.refusal.nothingToCancel";
    return failed(say(canceled.message, refusal), canceled.status);
  }
  return toastDone(t("dash.toast.featuredCanceled"), t("dash.toast.featuredCanceledText"));
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
function AnswerLine({ answer }: { answer: Answer }) {
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
