import { Link } from "react-router";
import { relativeDate } from "./relative-date.ts";
import type { AdminSubmission } from "./review.server.ts";
import { SubmissionActions, submissionNameId } from "./submission-actions.tsx";

type ShownStatus = AdminSubmission["status"] | "removed";

const STATUS_STYLE: Record<ShownStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  removed: "bg-slate-200 text-slate-900",
};
/** An application's status as the admin pages name it (the table's badges, an application's own page). */
export const STATUS_TEXT: Record<ShownStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  removed: "Removed: profile deleted",
};

/** An approved application whose profile an admin deleted since is shown as removed (it has nothing to act on). */
export function shownStatus(s: Pick<AdminSubmission, "status" | "therapistId" | "therapistSlug">): ShownStatus {
  return s.status === "approved" && s.therapistId !== null && s.therapistSlug === null ? "removed" : s.status;
}

function StatusBadge({ status }: { status: ShownStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {STATUS_TEXT[status]}
    </span>
  );
}

const COLUMNS = ["Name", "Credentials", "Specialties", "City", "Submitted", "Status", "Actions"];
const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
const td = "px-3 py-3 align-top text-sm text-slate-800";

export function SubmissionsTable({
  submissions,
  now,
  loading,
}: {
  submissions: readonly AdminSubmission[];
  now: number;
  loading: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Therapist submissions</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid="skeleton-row">
                  {Array.from({ length: COLUMNS.length }, (_, j) => (
                    <td key={j} className={td}>
                      <div className="h-4 animate-pulse rounded bg-slate-200" />
                    </td>
                  ))}
                </tr>
              ))
            : submissions.map((s) => (
                <tr key={s.id}>
                  <td className={td}>
                    <Link
                      id={submissionNameId(s.id)}
                      to={`/admin/submissions/${s.id}`}
                      className="font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      {s.firstName} {s.lastName}
                    </Link>
                    <div className="text-xs text-slate-600">{s.email}</div>
                    {s.status === "pending" && !s.emailProven && (
                      <div className="text-xs font-medium text-amber-800">Email not confirmed yet</div>
                    )}
                  </td>
                  <td className={td}>{s.credentials ?? "—"}</td>
                  <td className={td}>
                    {s.specialties.slice(0, 2).join(", ")}
                    {s.specialties.length > 2 && (
                      <span className="text-slate-600"> +{s.specialties.length - 2} more</span>
                    )}
                  </td>
                  <td className={td}>{[s.city, s.province].filter(Boolean).join(", ") || "—"}</td>
                  <td className={td}>{relativeDate(s.createdAt, now)}</td>
                  <td className={td}>
                    <StatusBadge status={shownStatus(s)} />
                  </td>
                  <td className={td}>
                    <SubmissionActions submission={s} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
