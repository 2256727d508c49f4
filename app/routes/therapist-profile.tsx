import { Link, data, isRouteErrorResponse, redirect, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist-profile";
import { buttonClass } from "#app/components/button.tsx";
import { HYDRATE_ON_INTENT } from "#app/components/hydrate-on-intent.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import { contactValues, type ContactAnswer } from "#app/inquiries/contact-form.ts";
import { contactRateLimitWords, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { loadProfileWordsOf, profileWordsNow } from "#app/i18n/profile-page-words.ts";
import { localPath } from "#app/i18n/twins.ts";
import { noindexMeta } from "#app/site.ts";
import { fullName } from "#app/therapists/display.ts";
import { findPublicProfileBySlug } from "#app/therapists/profile.server.ts";
import { openProfilePage } from "#app/therapists/profile/profile-page.server.ts";
import { ContactDialog } from "#app/therapists/profile/contact-dialog.tsx";
import { ProfileAside } from "#app/therapists/profile/profile-aside.tsx";
import { ProfileHeader } from "#app/therapists/profile/profile-header.tsx";
import { profileMeta } from "#app/therapists/profile/profile-meta.ts";
import { ProfileTabs } from "#app/therapists/profile/profile-tabs.tsx";
import { retryAfter, retryAfterHeaders } from "#app/http/retry-after.ts";

const Params = z.object({ slug: z.string().trim().min(1).max(200) });

// GET /therapists/{slug} and /fr/therapeutes/{slug}: a public profile, in the language of the URL (a profile that
// is not there answers 404). Its words come as a script of their own (profile-page-words.ts), not in its data.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const visit = {
    slug: parsed.data.slug,
    language: languageOfPath(url.pathname),
    contactOpen: url.searchParams.get("contact") === "open",
    ip: context.get(requestContext).ip,
    now: Date.now(),
  };
  const outcome = await openProfilePage(context.get(servicesContext), request, visit);
  if (outcome.kind === "missing") throw data(null, { status: 404 });
  // A UUID, a first-last alias or the slug in other letter case answers with a permanent redirect to the canonical
  // slug URL; in the browser React Router replaces the history entry, so Back never lands on the alias.
  if (outcome.kind === "moved") throw redirect(`${outcome.path}${url.search}`, 301);
  return outcome.page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const parsed = Params.safeParse(params);
  const profile = parsed.success ? await findPublicProfileBySlug(services.db, parsed.data.slug) : null;
  if (!profile) throw new Response("Not found", { status: 404 });
  const { language, catalogue } = pageCatalogue(request, "profile");
  const t = translator(language, catalogue);
  const checkFields = t("inquiry.answer.check");
  const { form, unstorable } = await readFormFields(request);
  const posted = Object.fromEntries(form);
  const sent = (more?: { firstName: string }) =>
    data<ContactAnswer>({ message: t("inquiry.answer.sent"), ...more, status: 200 }, { status: 200 });
  // A refused form comes back with what was typed in it, for its fields to show again; a sent one never does. It
  // keeps the token it was shown with (the send checks it), unless that token is what was refused: an expired form.
  const ownToken = typeof posted.formToken === "string" ? { formToken: posted.formToken } : {};
  const refuse = (status: number, message: string, errors?: FieldErrors, headers?: HeadersInit, newToken = false) =>
    data<ContactAnswer>(
      { message, ...(errors && { errors }), values: contactValues(posted), status, ...(newToken ? {} : ownToken) },
      { status, headers },
    );
  if (unstorable) return refuse(400, checkFields, unstorable);
  const outcome = await submitInquiry(services, {
    therapistId: profile.id,
    posted,
    ip: context.get(requestContext).ip,
    pageLanguage: language,
  });
  switch (outcome.kind) {
    case "sent":
      return sent({ firstName: outcome.firstName });
    case "dropped":
      return sent();
    case "refused":
      if (outcome.reason === "invalid") return refuse(400, t("inquiry.answer.expired"), undefined, undefined, true);
      return refuse(400, t("inquiry.answer.tooFast"));
    case "invalid":
      return refuse(400, checkFields, outcome.errors);
    case "not-found":
      return refuse(404, t("inquiry.answer.notFound"));
    case "rate-limited": {
      const refusal = contactRateLimitWords(outcome);
      return refuse(429, t(refusal.id, refusal.values), undefined, retryAfter(outcome.retryAfterSeconds));
    }
  }
}

// A refusal for sending too often tells when to try again (Retry-After), as the API does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

/** The profile's words come as a script of their own, fetched before the page renders. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadProfileWordsOf(new URL(request.url).pathname);
  return serverLoader();
}

// A message the connection lost is the dialog's to tell (its toast), with the message still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

// Switching tabs or opening the dialog changes only the query string, and the contact form's post changes nothing
// the page shows: nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined && currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);

export default function TherapistProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile: p, articles, formToken, contactOpen, replyRecord, now, canonical, home } = loaderData;
  const t = useT();
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <ProfileAside profile={p} availabilityLang={loaderData.availabilityLang}>
        <ContactDialog
          therapist={p}
          formToken={(actionData && "formToken" in actionData && actionData.formToken) || formToken}
          initiallyOpen={contactOpen || Boolean(actionData)}
          actionData={actionData}
        />
      </ProfileAside>
      <div className="min-w-0">
        <ProfileHeader
          profile={p}
          badges={loaderData.badges}
          now={now}
          replyRecord={replyRecord}
          names={loaderData.names}
          bioLang={loaderData.bioLang}
          fitNames={loaderData.fitNames}
          languageNames={loaderData.languageNames}
        />
        <ProfileTabs profile={p} articles={articles} coverage={loaderData.coverage} names={loaderData.names} />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: t("profile.home"), item: home },
            { "@type": "ListItem", position: 2, name: t("profile.therapists"), item: home },
            { "@type": "ListItem", position: 3, name: fullName(p), item: canonical },
          ],
        }}
      />
    </article>
  );
}

/** Read first: the page hydrates on its visitor's first intent. */
export const handle = HYDRATE_ON_INTENT;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), profileWordsNow(location.pathname));
  if (!loaderData) return noindexMeta(t("profile.notFound.title"), t("site.name"));
  return profileMeta(t, loaderData.names, loaderData.profile, loaderData.canonical);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = badRequestMessage(error);
  if (refused) return <StatusPage status={400} message={refused} />;
  if (!isRouteErrorResponse(error) || error.status !== 404) return <StatusPage status={500} />;
  return <ProfileNotFound />;
}

/** A profile that is not there (or no longer public). */
function ProfileNotFound() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("profile.notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("profile.notFound.text")}</p>
      <Link to={localPath(language, "/")} className={buttonClass("primary", "md", "mt-8")}>
        {t("profile.back")}
      </Link>
    </section>
  );
}
