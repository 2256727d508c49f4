import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { cancelFeatured, featuredAccount } from "#app/featured/account.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { billingPortalUrl } from "#app/featured/customer.server.ts";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { daysRemaining } from "#app/featured/plan.ts";
import { playsProvider } from "#app/featured/stripe.server.ts";
import { valueNames } from "#app/i18n/value-names.ts";
import { ManageForm, managePost } from "#app/blog/manage.server.ts";
import { listOwnPosts } from "#app/blog/posts.server.ts";
import { writeResponse } from "#app/blog/responses.server.ts";
import { replyRecord } from "#app/inquiries/reply-record.server.ts";
import { listOwnInquiries, MarkInquiry, markOwnInquiry } from "#app/inquiries/therapist-inquiries.server.ts";
import { AvailabilityForm, confirmOwnAvailability } from "#app/therapists/availability.server.ts";
import { countInquiries, dashboardStatus, getMyProfile } from "#app/therapists/my-profile.server.ts";
import { availabilityLine } from "#app/therapists/profile/profile-words.ts";
import type { DashboardAnswer } from "./dashboard-answer.ts";
import {
  availabilityView,
  checkoutNotice,
  dashboardCatalogue,
  type dashboardWords,
  refusedAvailability,
  replyRecordWords,
  savedPostNotice,
} from "./dashboard-words.server.ts";

// The therapist's dashboard: what its page shows, and what each of its buttons does.

type Words = ReturnType<typeof dashboardWords>;
type Query = { subscription_success?: "true"; subscription_canceled?: "true"; saved?: "draft" };

/**
 * The page: the status of the application or listing, and for an approved listing its Featured state (the
 * active period, a payment still clearing, the billing account), payments, availability, inquiries with the reply
 * record, and articles. The notice says what the address it was reached by reports (back from checkout, a post saved).
 */
export async function dashboardPage(services: AppServices, userId: string, query: Query, words: Words, now: number) {
  const { db, config } = services;
  const { language, t } = words;
  const mine = await getMyProfile(db, userId);
  const profile = mine.approvedProfile;
  const account = await featuredAccount(db, userId, profile?.id ?? null);
  const active = profile !== null && isFeaturedActive(profile.isFeatured, profile.featuredUntil, now);
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
      demoCheckoutId: playsProvider(config) ? account.pendingCheckoutId : null,
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
    availability: profile ? availabilityView(t, language, profile, now) : null,
    inquiries: profile ? await countInquiries(db, profile.id) : 0,
    articles,
    messages: profile ? await listOwnInquiries(db, profile.id) : [],
    replyRecord: profile ? replyRecordWords(t, await replyRecord(db, profile.id, now)) : null,
  };
}

/** The dashboard's buttons, told apart by their intent. */
export const DashboardIntent = z.discriminatedUnion("intent", [
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
export type DashboardIntent = z.infer<typeof DashboardIntent>;

/** What pressing a button came to: the checkout or billing portal to go to, or the answer to show, with its status. */
export type DashboardOutcome =
  { kind: "redirect"; url: string } | { kind: "answer"; answer: DashboardAnswer; status: number };

/**
 * Get Featured (to the checkout), Cancel Featured, Manage billing (to the provider's billing portal), availability
 * confirmed or updated, a post published, unpublished or deleted, a message marked replied or closed. Each answers
 * in the page's language; the checkout and the billing portal come back to the page in the language they started in.
 */
export async function pressDashboard(
  services: AppServices,
  user: CurrentUser,
  intent: DashboardIntent,
  fields: Record<string, FormDataEntryValue>,
  { language, t, say }: Words,
  now: number,
): Promise<DashboardOutcome> {
  const done = (title: string, description: string): DashboardOutcome => ({
    kind: "answer",
    answer: { ok: true, title, description },
    status: 200,
  });
  const failed = (description: string, status: number, title = t("dash.toast.failed")): DashboardOutcome => ({
    kind: "answer",
    answer: { ok: false, title, description },
    status,
  });
  if (intent.intent === "confirm-availability" || intent.intent === "update-availability") {
    const form = intent.intent === "update-availability" ? AvailabilityForm.safeParse(fields) : undefined;
    if (form && !form.success) {
      const refused = refusedAvailability(language, fields, form.error.issues[0]);
      const description = refused.message ?? t("dash.toast.checkForm");
      const answer = { ok: false, title: t("dash.toast.failed"), description, availability: refused.form };
      return { kind: "answer", answer, status: 400 };
    }
    const saved = await confirmOwnAvailability(services, user.id, now, form?.data);
    if (!saved) return failed(t("dash.toast.noListing"), 404);
    const title = form ? t("dash.toast.availabilityUpdated") : t("dash.toast.availabilityConfirmed");
    return done(title, availabilityLine(t, saved, now));
  }
  if ("postId" in intent) {
    const outcome = await managePost(services, user, intent);
    if (outcome.kind === "saved") return done(t("dash.toast.postDone"), t(`dash.toast.post.${intent.intent}`));
    const refused = writeResponse(outcome);
    const message = ((await refused.json()) as { message: string }).message;
    return failed(say(message, `dash.post.${outcome.kind}`), refused.status);
  }
  if (intent.intent === "mark-inquiry") {
    const marked = await markOwnInquiry(services.db, { userId: user.id, mark: intent, now });
    if (marked === "not-found") return failed(t("dash.toast.messageNotFound"), 404);
    const text = intent.state === "replied" ? t("dash.toast.markedReplied") : t("dash.toast.closed");
    return done(t("dash.toast.messageUpdated"), text);
  }
  if (intent.intent === "get-featured") {
    const outcome = await startCheckout(services, user, "upgrade", now, language);
    if (outcome.kind === "ok") return { kind: "redirect", url: outcome.url };
    const message = say(outcome.message || t("dash.checkout.fallback"), `dash.checkout.${outcome.reason}`);
    return failed(message, outcome.status, t("dash.checkout.title"));
  }
  if (intent.intent === "manage-billing") {
    const portal = await billingPortalUrl(services, user, language);
    if (portal.kind === "ok") return { kind: "redirect", url: portal.url };
    const refusal = portal.status === 404 ? "dash.refusal.noBillingAccount" : "dash.refusal.portalDown";
    return failed(say(portal.message, refusal), portal.status, t("dash.toast.billingUnavailable"));
  }
  const canceled = await cancelFeatured(services, user, now);
  if (canceled.kind === "error") {
    const refusal = canceled.reason === "provider-down" ? "dash.refusal.cancelDown" : "dash.refusal.nothingToCancel";
    return failed(say(canceled.message, refusal), canceled.status);
  }
  return done(t("dash.toast.featuredCanceled"), t("dash.toast.featuredCanceledText"));
}
