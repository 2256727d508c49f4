import { useEffect, useRef } from "react";
import { data, Link, redirect, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist.signup";
import { Icon } from "#app/components/icon.tsx";
import { toast } from "#app/components/toasts.tsx";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { getUser, requireUser } from "#app/auth/guards.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { CHECKOUT_ERROR_FALLBACK, CHECKOUT_ERROR_TITLE } from "#app/featured/plan.ts";
import { FeaturedPaymentStep } from "#app/submissions/featured-payment-step.tsx";
import { ApplicationFormView, type ProfileFormAnswer } from "#app/submissions/application-form.tsx";
import { ApplicationForm, formToPayload } from "#app/submissions/application-schema.ts";
import { pageFieldErrors } from "#app/submissions/field-messages.ts";
import { LoginRequired } from "#app/submissions/login-required.tsx";
import { PlanChoice } from "#app/submissions/plan-choice.tsx";
import { applicationRateLimitHours, submitApplication } from "#app/submissions/submissions.server.ts";
import { signupState } from "#app/submissions/signup-state.server.ts";
import { languageOfRequest } from "#app/i18n/request-language.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { noindexMeta } from "#app/site.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency, languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { listedValueNames } from "#app/i18n/value-names.ts";
import { retryAfter, retryAfterHeaders } from "#app/http/retry-after.ts";
import { checkProfileForm } from "#app/uploads/photo-form.server.ts";
import { errorStatus, pageTitleId } from "#app/components/status-titles.ts";

// /therapist/signup and /fr/therapeute/inscription: plan choice, then (signed in) the application form; signed out, Login Required
// with a button to /api/login that brings the person back to the form. The Featured plan pays first (the
// checkout), then the form; Featured starts when the profile is approved. Query flags: plan=free|featured,
// subscription_success=true (premium chosen and paid: the form), subscription_canceled=true (a notice). The
// form's refusals come in the page's language.

const Query = z.object({
  plan: z.enum(["free", "featured"]).optional().catch(undefined),
  subscription_success: z.literal("true").optional().catch(undefined),
  subscription_canceled: z.literal("true").optional().catch(undefined),
});

/** The page's words in the URL's language: the plans' (pricing) and the application's, and the form's fields
 *  for a signed-in person (the only one shown the form). */
function pageWords(request: Request, withForm: boolean) {
  const language = languageOfPath(new URL(request.url).pathname);
  const words = {
    ...catalogue(language, "pricing"),
    ...catalogue(language, "apply"),
    ...(withForm
      ? {
          ...catalogue(language, "profileform"),
          ...catalogue(language, "fit"),
          ...catalogue(language, "fit-names"),
        }
      : {}),
  };
  return { language, catalogue: words, t: translator(language, words) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const user = await getUser(request, context);
  const { language, catalogue: words } = pageWords(request, Boolean(user));
  const state = await signupState(context.get(servicesContext).db, user?.id ?? null, query);
  return {
    language,
    catalogue: words,
    ...state,
    defaults: user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : {},
    names: listedValueNames(language),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { form, unstorable } = await readFormFields(request);
  if (form.get("intent") === "checkout") {
    const language = languageOfPath(new URL(request.url).pathname);
    const outcome = await startCheckout(context.get(servicesContext), user, "signup", Date.now(), language);
    if (outcome.kind === "ok") throw redirect(outcome.url);
    return data({ checkoutError: outcome.message || CHECKOUT_ERROR_FALLBACK }, { status: outcome.status });
  }
  const values = formToPayload(form);
  const { language, t } = pageWords(request, true);
  const answer = (status: number, message: string, errors?: FieldErrors, headers?: HeadersInit) =>
    data<ProfileFormAnswer>(
      { status, message, errors: errors && pageFieldErrors(errors, language, t, listedValueNames(language)), values },
      { status, headers },
    );
  if (unstorable) return answer(400, t("apply.checkFields"), unstorable);
  const checked = await checkProfileForm(context.get(servicesContext), user.id, form, values, ApplicationForm);
  if (!checked.ok) return answer(400, t("apply.checkFields"), checked.errors);
  const outcome = await submitApplication(context.get(servicesContext), {
    user,
    form: checked.data,
    ip: context.get(requestContext).ip,
    language: languageOfRequest(request, form.get("language")),
  });
  switch (outcome.kind) {
    case "invalid":
      return answer(400, t("apply.checkFields"), outcome.errors);
    case "pending-exists":
      return answer(409, t("apply.pending"));
    case "rate-limited":
      return answer(
        429,
        t("apply.rateLimited", { hours: applicationRateLimitHours(outcome.retryAfterSeconds) }),
        undefined,
        retryAfter(outcome.retryAfterSeconds),
      );
    case "created":
      return answer(201, t("apply.submitted.title"));
  }
}

// An application the connection lost is the form's to tell (its toast), with everything still typed; the checkout's
// post (a navigation, to the payment page) fails as it did without a clientAction.
// A refusal for sending too often tells when to try again (Retry-After), as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const checkout = (await request.clone().formData()).get("intent") === "checkout";
  return checkout ? serverAction() : postOrUnsent(serverAction);
}

export default function TherapistSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, paid, paymentCleared, featuredPaid, featuredClearing, featuredFailed, canceled, signedIn, pending } =
    loaderData;
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const signup = localPath(language, "/therapist/signup");
  const busy = useNavigation().state !== "idle";
  const checkoutError = actionData && "checkoutError" in actionData ? actionData.checkoutError : null;
  const applicationData = actionData && !("checkoutError" in actionData) ? actionData : undefined;
  useEffect(() => {
    if (checkoutError) toast.error(CHECKOUT_ERROR_TITLE, { description: checkoutError });
  }, [checkoutError]);
  const paidTold = useRef(false);
  useEffect(() => {
    if (paid && !paidTold.current) {
      paidTold.current = true;
      // a payment not recorded yet (the provider's word still on its way) is processing, as one clearing is
      if (paymentCleared) toast.success(t("apply.paid.done"), { description: t("apply.paid.doneText") });
      else toast.success(t("apply.paid.processing"), { description: t("apply.paid.processingText") });
      void navigate(`${signup}?plan=featured`, { replace: true, preventScrollReset: true });
    }
  }, [paid, paymentCleared, navigate, signup, t]);
  // Told once per arrival: `t` changes when the page's words arrive, which must not tell it again.
  const canceledTold = useRef(false);
  useEffect(() => {
    if (!canceled || canceledTold.current) return;
    canceledTold.current = true;
    toast.error(t("apply.paid.canceled"), { description: t("apply.paid.canceledText") });
  }, [canceled, t]);

  if (!plan) return <PlanChoice canceled={canceled} />;
  if (!signedIn) return <LoginRequired returnTo={`${signup}?plan=${plan}`} />;
  if (plan === "featured" && !featuredPaid && !pending)
    return <FeaturedPaymentStep busy={busy} error={checkoutError} failed={featuredFailed} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("apply.heading")}</h1>
      <p className="mt-2 text-slate-700">
        <T id="apply.lead" components={{ mark: <span className="text-red-700" /> }} />
      </p>
      <p className="mt-4 flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        {plan === "featured" ? (
          <Icon name="star" className="mt-0.5 size-4 text-amber-600" />
        ) : (
          <Icon name="circle-check" className="mt-0.5 size-4 text-emerald-700" />
        )}
        <span>
          {plan === "featured"
            ? featuredClearing
              ? t("apply.plan.clearing")
              : featuredPaid
                ? t("apply.plan.paid")
                : t("apply.plan.unpaid", { price: formatCurrency(language, FEATURED_PRICE_CENTS / 100) })
            : t("apply.plan.free", { free: formatCurrency(language, 0) })}{" "}
          {/* a plan paid for (or being paid) is the plan: no other is offered over a payment that counts */}
          {!(plan === "featured" && (featuredPaid || featuredClearing)) && (
            <Link to={signup} className="font-medium underline">
              {t("apply.plan.change")}
            </Link>
          )}
        </span>
      </p>
      {/* Back from paying: told on the page too, where it stays after a page load without scripts (with them, a toast
          tells it and the address loses its query, and this with it) */}
      {paid && (
        <p role="status" className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900">
          <strong>{t(paymentCleared ? "apply.paid.done" : "apply.paid.processing")}</strong>{" "}
          {t(paymentCleared ? "apply.paid.doneText" : "apply.paid.processingText")}
        </p>
      )}
      <div className="mt-8">
        {pending && applicationData?.status !== 201 ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {t("apply.pending")}{" "}
            <Link to={localPath(language, "/therapist/dashboard")} className="font-medium underline">
              {t("apply.toDashboard")}
            </Link>
          </p>
        ) : (
          <ApplicationFormView defaults={loaderData.defaults} actionData={applicationData} names={loaderData.names} />
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  const site = t("site.name");
  // without the page's words (a post refused before its loader answered) the title of its status, no description
  if (!loaderData) return noindexMeta(t(pageTitleId("apply.title", false, error)), site);
  return [
    { title: `${t("apply.title")} | ${site}` },
    { name: "description", content: t("apply.description", { site }) },
  ];
};

// Shown with the common words only (the page's come with its loader, which a refused post never reached).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusPage status={errorStatus(error)} message={badRequestMessage(error)} />;
}
