import { BadgeCheck, MonitorSmartphone, Users } from "lucide";
import { Link, data, isRouteErrorResponse, redirect, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist-profile";
import { recordProfileView } from "#app/analytics/record.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { CHECK_FIELDS, type FieldErrors } from "#app/http/field-errors.ts";
import { readFormFields } from "#app/http/form-body.server.ts";
import type { ContactAnswer } from "#app/inquiries/contact-form.ts";
import { issueFormToken } from "#app/inquiries/form-token.server.ts";
import { INQUIRY_MESSAGES, inquiryRateLimitMessage, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { credentialBadges } from "#app/reference/credentials.ts";
import { noindexMeta, SITE } from "#app/site.ts";
import { availabilityText } from "#app/therapists/availability.ts";
import { coverageOf } from "#app/therapists/coverage.ts";
import { fullName } from "#app/therapists/display.ts";
import { replyRecordLine } from "#app/inquiries/reply-record.server.ts";
import { isNotResponding, NOT_RESPONDING_TEXT } from "#app/inquiries/reply-rules.ts";
import { findProfilePage, findPublicProfileBySlug } from "#app/therapists/profile.server.ts";
import { ContactDialog } from "#app/therapists/profile/contact-dialog.tsx";
import { ProfileAside } from "#app/therapists/profile/profile-aside.tsx";
import { ProfileTabs } from "#app/therapists/profile/profile-tabs.tsx";
import { SessionLanguages } from "#app/therapists/profile/session-languages.tsx";
import { Stars } from "#app/therapists/profile/stars.tsx";
import { photoSrc } from "#app/uploads/photo-rules.ts";

const Params = z.object({ slug: z.string().trim().min(1).max(200) });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db, config } = services;
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const { slug } = parsed.data;
  const page = await findProfilePage(db, slug);
  if (!page) throw new Response("Not found", { status: 404 });
  const { profile, articles } = page;
  // A UUID (or a first-last alias) answers with a permanent redirect to the canonical slug URL; in the browser
  // React Router replaces the history entry, so Back never lands on the alias.
  if (profile.slug !== slug) throw redirect(`/therapists/${profile.slug}${new URL(request.url).search}`, 301);
  const view = {
    therapistName: fullName(profile),
    city: profile.city ?? undefined,
    specialties: profile.specialties.slice(0, 20),
  };
  recordProfileView(services, request, { ip: context.get(requestContext).ip, therapistId: profile.id, data: view });
  return {
    profile,
    /** "Accepting new clients · confirmed 3 days ago", as of this request. */
    availabilityLine: availabilityText(profile, Date.now()),
    /** Each insurer with its direct billing claim while it counts, as of this request. */
    coverage: coverageOf(profile, Date.now()),
    articles,
    formToken: issueFormToken(config.sessionSecret),
    canonical: `${config.appUrl}/therapists/${profile.slug}`,
    contactOpen: new URL(request.url).searchParams.get("contact") === "open",
    replyRecord: await replyRecordLine(db, profile.id, Date.now()),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const parsed = Params.safeParse(params);
  const profile = parsed.success ? await findPublicProfileBySlug(services.db, parsed.data.slug) : null;
  if (!profile) throw new Response("Not found", { status: 404 });
  const answer = (status: number, message: string, more?: { errors?: FieldErrors; firstName?: string }) =>
    data<ContactAnswer>({ message, ...more, status }, { status });
  const { form, unstorable } = await readFormFields(request);
  if (unstorable) return answer(400, CHECK_FIELDS, { errors: unstorable });
  const outcome = await submitInquiry(services, {
    therapistId: profile.id,
    posted: Object.fromEntries(form),
    ip: context.get(requestContext).ip,
  });
  switch (outcome.kind) {
    case "sent":
      return answer(200, INQUIRY_MESSAGES.sent, { firstName: outcome.firstName });
    case "dropped":
      return answer(200, INQUIRY_MESSAGES.sent);
    case "refused":
      return answer(400, outcome.message);
    case "invalid":
      return answer(400, CHECK_FIELDS, { errors: outcome.errors });
    case "not-found":
      return answer(404, INQUIRY_MESSAGES.notFound);
    case "rate-limited":
      return answer(429, inquiryRateLimitMessage(outcome.retryAfterSeconds));
  }
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
  const { profile: p, articles, formToken, contactOpen, replyRecord } = loaderData;
  const specialtiesLine = p.specialties.slice(0, 3).join(", ");
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <ProfileAside profile={p}>
        <ContactDialog
          therapist={p}
          formToken={formToken}
          initiallyOpen={contactOpen || Boolean(actionData)}
          actionData={actionData}
        />
      </ProfileAside>
      <div className="min-w-0">
        <h1 className="text-3xl font-bold text-slate-900">{fullName(p)}</h1>
        {p.credentials && <p className="mt-1 text-lg text-slate-700">{p.credentials}</p>}
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Credential badges">
          {credentialBadges(p.credentials).map((badge) => (
            <li key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900">
              {badge}
            </li>
          ))}
        </ul>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700">
          <Stars rating={p.rating} size="size-4" />
          <span>
            {p.rating.toFixed(1)} ({p.reviewCount} {p.reviewCount === 1 ? "review" : "reviews"})
          </span>
        </p>
        <p className="mt-3 text-slate-700">
          {specialtiesLine && <>Specializing in {specialtiesLine}. </>}
          {p.acceptingClients === "yes" ? "Accepting new clients" : "Currently not accepting new clients"}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-800">{loaderData.availabilityLine}</p>
        {isNotResponding(p) && (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
            {NOT_RESPONDING_TEXT}
          </p>
        )}
        {replyRecord && <p className="mt-3 text-slate-700">{replyRecord}</p>}
        <BadgeList title="Specialties" items={p.specialties} tone="bg-slate-100 text-slate-800" />
        <BadgeList title="Therapy Approaches" items={p.therapyTypes} tone="border border-slate-300 text-slate-700" />
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-800">
          {p.acceptingClients === "yes" && (
            <Indicator icon={<Icon icon={BadgeCheck} className="size-4 text-emerald-700" />}>
              Accepting New Clients
            </Indicator>
          )}
          {p.virtualSessions && (
            <Indicator icon={<Icon icon={MonitorSmartphone} className="size-4 text-sky-700" />}>
              Virtual Sessions Available
            </Indicator>
          )}
          {p.inPersonSessions && (
            <Indicator icon={<Icon icon={Users} className="size-4 text-brand-700" />}>
              In-Person Sessions Available
            </Indicator>
          )}
          <SessionLanguages codes={p.languages} />
        </ul>
        {p.bio && (
          <section aria-labelledby="about-heading" className="mt-8">
            <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
              About Me
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{p.bio}</p>
          </section>
        )}
        <ProfileTabs profile={p} articles={articles} coverage={loaderData.coverage} />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            {
              "@type": "ListItem",
              position: 1,
              name: "Home",
              item: `${loaderData.canonical.split("/therapists/")[0]}/`,
            },
            {
              "@type": "ListItem",
              position: 2,
              name: "Therapists",
              item: `${loaderData.canonical.split("/therapists/")[0]}/`,
            },
            { "@type": "ListItem", position: 3, name: fullName(p), item: loaderData.canonical },
          ],
        }}
      />
    </article>
  );
}

function BadgeList({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className={`rounded-full px-3 py-1 text-sm ${tone}`}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Indicator({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return noindexMeta("Therapist Not Found");
  const p = loaderData.profile;
  const title = `${[p.firstName, p.lastName, p.credentials, p.city].filter(Boolean).join(", ")} Therapist | ${SITE.name}`;
  const description = `${fullName(p)}${p.credentials ? `, ${p.credentials}` : ""} is a licensed therapist${p.city ? ` in ${p.city}` : ""} specializing in ${p.specialties.slice(0, 3).join(", ")}. ${p.acceptingClients === "yes" ? "Accepting new clients." : "Currently not accepting new clients."}`;
  return [
    { title },
    { name: "description", content: description },
    {
      name: "keywords",
      content: [...p.specialties.slice(0, 5), ...p.therapyTypes.slice(0, 3), p.city, "therapist", "counselling"]
        .filter(Boolean)
        .join(", "),
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: loaderData.canonical },
    ...(photoSrc(p.profileImageUrl) ? [{ property: "og:image", content: p.profileImageUrl }] : []),
    { property: "profile:first_name", content: p.firstName },
    { property: "profile:last_name", content: p.lastName },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refused = badRequestMessage(error);
  if (refused) return <StatusPage status={400} message={refused} />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Therapist Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-700">
        {notFound ? "The therapist profile you're looking for doesn't exist." : "Please try again in a moment."}
      </p>
      <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
        Back to Directory
      </Link>
    </section>
  );
}
