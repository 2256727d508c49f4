import { Form, Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin";
import { adminContext } from "#app/admin/page-access.server.ts";
import { decideSubmission, SubmissionDecision } from "#app/admin/submission-decision.server.ts";
import { adminStats, listSubmissions, SubmissionFilters } from "#app/admin/review.server.ts";
import { SubmissionsHeading } from "#app/admin/submissions-heading.tsx";
import { SubmissionsTable } from "#app/admin/submissions-table.tsx";
import { ChangeRequestsPanel } from "#app/admin/change-requests-panel.tsx";
import { Button, buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { decideChangeRequest, listChangeRequests } from "#app/therapists/change-requests.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { searchParamsObject } from "#app/http/api.server.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { noindexMeta } from "#app/site.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { notUnderstood, toastDone, toastFailed } from "#app/http/toast-answer.server.ts";

// The filter form's selects: each option as [value, text].
const FILTER_SELECTS = [
  {
    name: "status",
    label: "Status",
    options: [
      ["all", "All Statuses"],
      ["pending", "Pending"],
      ["approved", "Approved"],
      ["rejected", "Rejected"],
    ],
  },
  {
    name: "city",
    label: "City",
    options: [["", "All Cities"], ...["Ottawa", "Toronto", "Montreal"].map((city) => [city, city] as const)],
  },
] as const;

// The review queue's forms: a submission's buttons, and a profile change request's two answers.
const Decision = z.discriminatedUnion("intent", [
  ...SubmissionDecision.options,
  z.object({ intent: z.enum(["change-approve", "change-reject"]), requestId: z.uuid() }),
]);

// /admin and /admin/dashboard (one screen): stats, filters kept in the URL, the submissions table with
// actions by status, real pagination. Access: the admin layout route (routes/admin-layout.tsx).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const parsed = SubmissionFilters.safeParse(searchParamsObject(request.url));
  const filters = parsed.success ? parsed.data : SubmissionFilters.parse({});
  const [stats, list, changeRequests] = await Promise.all([
    adminStats(db),
    listSubmissions(db, filters),
    listChangeRequests(db),
  ]);
  return { stats, filters, ...list, changeRequests, now: Date.now() };
}

// The Approve, Reject and Delete forms and the change requests' answers (fetcher with JavaScript, a plain POST
// without): a toast's title and text.
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await readForm(request);
  const parsed = Decision.safeParse(Object.fromEntries(form));
  if (!parsed.success) return notUnderstood("Update Failed");
  const services = context.get(servicesContext);
  const decision = parsed.data;
  if ("requestId" in decision) {
    const approve = decision.intent === "change-approve";
    const outcome = await decideChangeRequest(services, admin, decision.requestId, approve);
    if (outcome.kind === "decided")
      return approve
        ? toastDone("Changes Approved", "The new details are on the public profile.")
        : toastDone("Changes Rejected", "The profile keeps its verified details.");
    if (outcome.kind === "conflict") return toastFailed("Update Failed", outcome.message, 409);
    return toastFailed("Update Failed", "That change request was already decided or no longer exists.", 404);
  }
  return decideSubmission(services, admin, decision);
}

const STAT_LABELS = [
  ["pending", "Pending Review"],
  ["approved", "Approved"],
  ["rejected", "Rejected"],
  ["active", "Active Therapists"],
] as const;

const input = "h-10 rounded-md border border-slate-500 bg-white px-3 text-sm";

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const { stats, filters, submissions, page, pageCount, total, now, changeRequests } = loaderData;
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/inquiries" className={buttonClass("secondary", "sm")}>
            <Icon name="chart-column" className="size-4" /> View Inquiries
          </Link>
          <Link to="/admin/link-therapists" className={buttonClass("secondary", "sm")}>
            <Icon name="link-2" className="size-4" /> Link Therapists
          </Link>
          <Link to="/admin/jobs" className={buttonClass("secondary", "sm")}>
            <Icon name="triangle-alert" className="size-4" /> Failed Jobs
          </Link>
        </div>
      </div>

      <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {STAT_LABELS.map(([key, label]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {stats[key]}
            </dd>
          </div>
        ))}
      </dl>

      <ChangeRequestsPanel requests={changeRequests} answer={actionData} />

      {/* The controls show the URL's filters after every navigation (Clear, Back, a link): keyed by the query,
          the form starts over from them. */}
      <Form
        key={location.search}
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3"
        aria-label="Filter submissions"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="admin-search" className="text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="admin-search"
            type="search"
            name="search"
            defaultValue={filters.search}
            placeholder="Name, email or credentials"
            className={`${input} w-64 max-w-full`}
          />
        </div>
        {FILTER_SELECTS.map(({ name, label, options }) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`admin-${name}`} className="text-sm font-medium text-slate-800">
              {label}
            </label>
            <select id={`admin-${name}`} name={name} defaultValue={filters[name]} className={input}>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
        <Button type="submit" size="sm" className="h-10">
          Apply Filters
        </Button>
        <Link to={location.pathname} className="h-10 content-center px-2 text-sm text-brand-800 underline">
          Clear
        </Link>
      </Form>

      <SubmissionsHeading total={total} />
      <div className="mt-4">
        {submissions.length === 0 && !loading ? (
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
            No submissions found
          </p>
        ) : (
          <SubmissionsTable submissions={submissions} now={now} loading={loading} />
        )}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} numbered />
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Admin Dashboard");
