import { useEffect } from "react";
import { Link, redirect, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist.dashboard";
import { buttonClass } from "#app/components/button.tsx";
import { toast, useAnswerToast } from "#app/components/toasts.tsx";
import { requireUser } from "#app/auth/guards.server.ts";
import { pageCatalogues } from "#app/i18n/catalogues.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { cancelFeatured, featuredAccount, type FeaturedAccount } from "#app/featured/account.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { billingPortalUrl } from "#app/featured/customer.server.ts";
import { CHECKOUT_ERROR_FALLBACK, CHECKOUT_ERROR_TITLE, daysRemaining } from "#app/featured/plan.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { notUnderstood, toastDone, toastFailed } from "#app/http/toast-answer.server.ts";
import { MyArticles } from "#app/blog/my-articles.tsx";
import { ManageForm, managePost } from "#app/blog/manage.server.ts";
import { listOwnPosts } from "#app/blog/posts.server.ts";
import { writeResponse } from "#app/blog/responses.server.ts";
import { noindexMeta } from "#app/site.ts";
import { replyRecordLine } from "#app/inquiries/reply-record.server.ts";
import { listOwnInquiries, MarkInquiry, markOwnInquiry } from "#app/inquiries/therapist-inquiries.server.ts";
import { availabilitySummary, availabilityText } from "#app/therapists/availability.ts";
import { AvailabilityForm, confirmOwnAvailability } from "#app/therapists/availability.server.ts";
import { AvailabilityCard } from "#app/therapists/dashboard/availability-card.tsx";
import { AnalyticsCard } from "#app/therapists/dashboard/analytics-card.tsx";
import { InquiryList } from "#app/therapists/dashboard/inquiry-list.tsx";
import { FeaturedBanner } from "#app/therapists/dashboard/featured-banner.tsx";
import { PaymentHistory } from "#app/therapists/dashboard/payment-history.tsx";
import { ProfileCard } from "#app/therapists/dashboard/profile-card.tsx";
import { StatusCard } from "#app/therapists/dashboard/status-card.tsx";
import { countInquiries, dashboardStatus, getMyProfile } from "#app/therapists/my-profile.server.ts";

const Query = z.object({
  subscription_success: z.literal("true").optional().catch(undefined),
  subscription_canceled: z.literal("true").optional().catch(undefined),
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

type Notice = { ok: boolean; title: string; description: string };

/** Back from checkout: what happened, as the payment's state says (a debit still clearing is not a success yet). */
function checkoutNotice(query: z.infer<typeof Query>, account: FeaturedAccount, active: boolean): Notice | null {
  if (query.subscription_canceled)
    return {
      ok: false,
      title: "Payment Canceled",
      description: "Your listing stays Free. You can try Premium again anytime.",
    };
  if (!query.subscription_success) return null;
  if (account.firstPayment === "pending")
    return {
      ok: true,
      title: "Payment Processing",
      description: "Your listing becomes Featured as soon as your payment clears.",
    };
  return {
    ok: true,
    title: "Payment Successful!",
    description: active
      ? "Your Featured listing is now active."
      : "Your Featured listing starts as soon as the payment clears.",
  };
}

// /therapist/dashboard: signed out → /api/login (back here after); no application → 'No Profile Yet';
// otherwise the status card, and for an approved profile the Featured banner (Get Featured, a payment still
// clearing, or the active period with Cancel Featured; Manage billing), the payment history and the inquiry count.
// Back from checkout, a 'Payment Successful!', 'Payment Processing' or 'Payment Canceled' toast.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const mine = await getMyProfile(db, user.id);
  const profile = mine.approvedProfile;
  const now = Date.now();
  const account = await featuredAccount(db, user.id, profile?.id ?? null);
  const active = profile !== null && isFeaturedActive(profile.isFeatured, profile.featuredUntil, now);
  const demo = context.get(servicesContext).config.mode === "demo";
  return {
    ...pageCatalogues(request, "apply", "profileform"),
    notice: checkoutNotice(query, account, active),
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
    availability: profile ? availabilitySummary(profile, now) : null,
    inquiries: profile ? await countInquiries(db, profile.id) : 0,
    articles: profile ? await listOwnPosts(db, profile.id) : [],
    messages: profile ? await listOwnInquiries(db, profile.id) : [],
    replyRecord: profile ? await replyRecordLine(db, profile.id, now) : null,
  };
}

// Get Featured (to the checkout), Cancel Featured and Manage billing (to the provider's billing portal), My
// Articles' Publish / Unpublish and Delete, and Messages' Mark replied and Close (back here): plain form posts, so
// they work without JavaScript too.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const fields = Object.fromEntries(await readForm(request));
  const intent = Intent.safeParse(fields);
  if (!intent.success) return notUnderstood("Update Failed");
  const services = context.get(servicesContext);
  if (intent.data.intent === "confirm-availability" || intent.data.intent === "update-availability") {
    const form = intent.data.intent === "update-availability" ? AvailabilityForm.safeParse(fields) : undefined;
    if (form && !form.success)
      return toastFailed("Update Failed", form.error.issues[0]?.message ?? "Check the form.", 400);
    const saved = await confirmOwnAvailability(services, user.id, Date.now(), form?.data);
    if (!saved) return toastFailed("Update Failed", "You have no published listing to confirm.", 404);
    return toastDone(form ? "Availability Updated" : "Availability Confirmed", availabilityText(saved, Date.now()));
  }
  if ("postId" in intent.data) {
    const outcome = await managePost(services, user, intent.data);
    if (outcome.kind === "saved") throw redirect("/therapist/dashboard");
    const refused = writeResponse(outcome);
    return toastFailed("Update Failed", ((await refused.json()) as { message: string }).message, refused.status);
  }
  if (intent.data.intent === "mark-inquiry") {
    const marked = await markOwnInquiry(services.db, { userId: user.id, mark: intent.data, now: Date.now() });
    if (marked === "not-found") return toastFailed("Update Failed", "That message was not found.", 404);
    return toastDone("Message Updated", intent.data.state === "replied" ? "Marked replied." : "Closed.");
  }
  if (intent.data.intent === "get-featured") {
    const outcome = await startCheckout(services, user, "upgrade", Date.now());
    if (outcome.kind === "ok") throw redirect(outcome.url);
    return toastFailed(CHECKOUT_ERROR_TITLE, outcome.message || CHECKOUT_ERROR_FALLBACK, outcome.status);
  }
  if (intent.data.intent === "manage-billing") {
    const portal = await billingPortalUrl(services, user);
    if (portal.kind === "ok") throw redirect(portal.url);
    return toastFailed("Billing Unavailable", portal.message, portal.status);
  }
  const canceled = await cancelFeatured(services, user, Date.now());
  if (canceled.kind === "error") return toastFailed("Update Failed", canceled.message, 409);
  return toastDone(
    "Featured Canceled",
    "Your listing stays Featured until the end of the period you paid for, then it stays listed for free.",
  );
}

export default function TherapistDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { status, submission, profile, inquiries, featured, payments, articles, notice, availability } = loaderData;
  const { messages, replyRecord } = loaderData;
  const summary = profile ?? submission;
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!notice) return;
    if (notice.ok) toast.success(notice.title, { description: notice.description });
    else toast.error(notice.title, { description: notice.description });
    void navigate("/therapist/dashboard", { replace: true, preventScrollReset: true });
  }, [notice, navigate]);
  useAnswerToast(actionData);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Therapist Profile</h1>
      {!summary ? (
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Profile Yet</h2>
          <p className="mt-2 text-slate-700">You haven't applied to be listed in the directory yet.</p>
          <Link to="/therapist/signup" className={buttonClass("primary", "md", "mt-5")}>
            Create Your Profile
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
          {notice && (
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900">
              <strong>{notice.title}</strong> {notice.description}
            </p>
          )}
          {actionData && (
            <p
              role={actionData.ok ? "status" : "alert"}
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900"
            >
              <strong>{actionData.title}:</strong> {actionData.description}
            </p>
          )}
          {profile && <FeaturedBanner view={featured} busy={busy} />}
          {payments.length > 0 && <PaymentHistory payments={payments} />}
          {availability && <AvailabilityCard view={availability} busy={busy} />}
          {profile && <AnalyticsCard inquiries={inquiries} />}
          {profile && <InquiryList inquiries={messages} replyRecord={replyRecord} />}
          {profile && <MyArticles articles={articles} />}
          <ProfileCard profile={summary} />
        </div>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("My Therapist Profile");

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">Please try again in a moment.</p>
      <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
        Back to Directory
      </Link>
    </section>
  );
}
