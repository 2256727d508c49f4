import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.submissions.id";
import { auditForSubmission } from "#app/admin/audit.server.ts";
import { adminContext } from "#app/admin/page-access.server.ts";
import { languageName } from "#app/reference/languages.ts";
import { findSubmission } from "#app/admin/review.server.ts";
import { ListingDetails } from "#app/admin/listing-details.tsx";
import { SubmissionActions } from "#app/admin/submission-actions.tsx";
import { decideSubmission, SubmissionDecision } from "#app/admin/submission-decision.server.ts";
import { formatShortDate } from "#app/components/format.ts";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { langOfPart } from "#app/i18n/text-language.ts";
import { notUnderstood } from "#app/http/toast-answer.server.ts";
import { noindexMeta } from "#app/site.ts";
import { OutcomeNotice } from "#app/components/outcome-notice.tsx";
import { AUDIT_ACTOR_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { fitNamesOf } from "#app/therapists/profile/fit-names.server.ts";
import { registrationHolder, registrationTakenMessage } from "#app/therapists/registration.server.ts";
import { shownStatus, STATUS_TEXT } from "#app/admin/submissions-table.tsx";

// /admin/submissions/{id}: one application in full, its actions by status, and its audit log (who decided or
// changed what, when, before and after). Access: the admin layout route (routes/admin-layout.tsx).
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const { db } = context.get(servicesContext);
  const submission = id.success ? await findSubmission(db, id.data) : null;
  if (!submission) throw data("Not found", { status: 404 });
  // the fit codes (populations, access, identity) by the names and in the order the profile shows them (the admin
  // pages are English)
  // another listing with the application's registration number: approval is refused while there is one
  const registration = await registrationHolder(db, submission.licenseNumber, submission.match?.id ?? null);
  return {
    submission,
    fit: fitNamesOf(submission, "en"),
    audit: await auditForSubmission(db, submission.id),
    registration: registration && registrationTakenMessage(registration),
  };
}

// Approve, Reject (pending) and Delete (approved), posted here as on the review queue: a toast's title and text
// (with JavaScript), the same answer shown on the page without.
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = SubmissionDecision.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return notUnderstood("Update Failed");
  return decideSubmission(context.get(servicesContext), context.get(adminContext), parsed.data);
}

const ACTION_TEXT: Record<string, string> = {
  approve: "Approved",
  reject: "Rejected",
  edit: "Edited",
  delete: "Deleted",
  "link-user": "Linked user",
};

type Detail = Route.ComponentProps["loaderData"]["submission"];

/** How the typed address was proved, if it was. */
function proofText(s: Detail): string {
  if (s.emailProven && s.accountEmail === s.email) {
    return `The applicant signed in with ${s.email}, the address in the application.`;
  }
  if (s.emailProven) {
    return `Confirmed: the applicant opened the link sent to ${s.email} (they sign in as ${s.accountEmail ?? "nobody"}).`;
  }
  return `Not confirmed: the application says ${s.email}, but the applicant signs in as ${s.accountEmail ?? "nobody (no account)"} and has not opened the link sent to ${s.email}. Approval is refused until they do.`;
}

/** What approval does to the existing profile that matches, if any. */
function matchText(s: Detail, m: NonNullable<Detail["match"]>): string {
  if (m.linkedToApplicant) return ": it is the applicant's own and approval updates it.";
  if (m.linkedToOther && m.otherProved)
    return ": it belongs to another account, which proved this address too; approval is refused.";
  if (m.linkedToOther) {
    return s.emailProven
      ? ": it belongs to another account, which never proved this address; approval moves the address to this applicant, that profile takes the address its account signs in with, and both addresses are told."
      : ": it belongs to another account; approval is refused until the applicant confirms the address.";
  }
  return s.emailProven
    ? ": not linked to any account; approval links it to the applicant, who proved its address."
    : ": not linked to any account; approval is refused because the applicant has not proved its address.";
}

/** Whether the typed address was proved, and which existing profile approval would update: stated plainly. */
function IdentityNotice({ submission: s, registration }: { submission: Detail; registration: string | null }) {
  const m = s.match;
  const warn = !s.emailProven || (m !== null && !m.linkedToApplicant) || registration !== null;
  return (
    <div
      role={warn ? "alert" : "status"}
      className={`mt-6 rounded-xl border p-4 ${warn ? "border-amber-400 bg-amber-50 text-amber-950" : "border-emerald-300 bg-emerald-50 text-emerald-950"}`}
    >
      <p className="font-semibold">{proofText(s)}</p>
      {m ? (
        <p className="mt-1">
          Existing profile{" "}
          <Link to={`/therapists/${m.slug}`} className="underline">
            /therapists/{m.slug}
          </Link>{" "}
          ({m.status}) matches{matchText(s, m)}
        </p>
      ) : (
        <p className="mt-1">No existing profile matches; approval creates a new one.</p>
      )}
      {registration && <p className="mt-1 font-semibold">{registration}</p>}
    </div>
  );
}

export default function AdminSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { submission: s, fit, audit, registration } = loaderData;
  const rows: [string, string | null][] = [
    ["Email (typed in the application)", s.email],
    ["Signed in as", s.accountEmail ?? "No account"],
    ["Email confirmed", s.emailProven ? "Yes" : "No: waiting for the applicant to open the link sent to it"],
    ["Phone", s.phone],
    ["Credentials", s.credentials],
    ["License number", s.licenseNumber],
    ["Experience", s.yearsExperience && `${s.yearsExperience} years`],
    ["City", [s.city, s.province].filter(Boolean).join(", ")],
    ["Specialties", s.specialties.join(", ")],
    ["Therapy types", s.therapyTypes.join(", ")],
    ["Availability", s.availability],
    ["Session languages", s.languages.map(languageName).join(", ")],
    ["Works with", fit.populations.join(", ") || "Not stated"],
    ["Access", fit.access.join(", ") || "Not stated"],
    ["Identity (public, stated with consent)", fit.identity.join(", ") || "None stated"],
    ["Status", STATUS_TEXT[shownStatus(s)]],
    ["Admin notes", s.adminNotes],
    ["Reviewed by", s.reviewedBy],
    ["Plan", s.featuredPaid ? "Featured Listing: paid, starts on approval" : "Free Listing"],
  ];
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/admin" className="text-sm text-brand-800 underline">
        Back to Admin Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {s.firstName} {s.lastName}
      </h1>
      <p className="mt-1 text-slate-700">Submitted {formatShortDate(s.createdAt)}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value || "—"}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-700">Bio</dt>
          <dd lang={s.bio ? langOfPart(s.bio, "en") : undefined} className="whitespace-pre-line text-slate-900">
            {s.bio || "—"}
          </dd>
        </div>
      </dl>
      <ListingDetails listing={s} />
      <IdentityNotice submission={s} registration={registration} />
      {actionData && <OutcomeNotice outcome={actionData} className="mt-6" />}
      <div className="mt-6">
        <SubmissionActions submission={s} />
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Audit Log</h2>
      {audit.length === 0 ? (
        <p className="mt-3 text-slate-700">No admin actions yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {audit.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <p className="font-medium text-slate-900">
                {ACTION_TEXT[entry.action] ?? entry.action} by{" "}
                {entry.actorEmail ?? `an admin (erased after ${AUDIT_ACTOR_RETENTION_MONTHS} months)`} on{" "}
                {new Date(entry.createdAt).toISOString().replace("T", " ").slice(0, 16)} UTC
              </p>
              {entry.note && <p className="mt-1 text-slate-800">Note: {entry.note}</p>}
              <details className="mt-2">
                <summary className="cursor-pointer text-brand-800">Before and after</summary>
                <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs">
                  {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Submission");
