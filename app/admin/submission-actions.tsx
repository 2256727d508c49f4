import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "#app/components/button.tsx";
import { useAnswerToast } from "#app/components/toasts.tsx";
import type { AdminSubmission } from "./review.server.ts";

export type ActionAnswer = { ok: boolean; title: string; description: string };

/** The id of a submission's name in the table: where the focus goes once an action on its row is answered. */
export const submissionNameId = (id: string) => `submission-name-${id}`;

/**
 * Actions by status: pending → Approve / Reject (each with an optional note); approved → View / Edit / Delete; rejected none.
 * Each form posts to the action of the page it is on (app/admin/submission-decision.server.ts).
 */
export function SubmissionActions({ submission }: { submission: AdminSubmission }) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.data;
  useAnswerToast(answer);
  const busy = fetcher.state !== "idle";
  // the pressed button goes with the row's new status: the focus stays on the row, at its name
  useEffect(() => {
    if (fetcher.state === "idle" && answer) document.getElementById(submissionNameId(submission.id))?.focus();
  }, [fetcher.state, answer, submission.id]);
  const name = `${submission.firstName} ${submission.lastName}`;

  if (submission.status === "pending") {
    return (
      <div className="flex flex-col gap-2">
        <fetcher.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="id" value={submission.id} />
          <Button name="intent" value="approve" busy={busy} aria-label={`Approve ${name}`} variant="success" size="sm">
            Approve
          </Button>
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700 underline">Add a note to the approval</summary>
            <label htmlFor={`approve-note-${submission.id}`} className="mt-2 block font-medium text-slate-800">
              Note to the applicant (optional, sent with the approval)
            </label>
            <textarea
              id={`approve-note-${submission.id}`}
              name="adminNotes"
              rows={3}
              maxLength={2000}
              className="mt-1 w-56 rounded-md border border-slate-500 p-2"
            />
          </details>
        </fetcher.Form>
        <details className="text-sm">
          <summary className={buttonClass("danger-outline", "sm", "cursor-pointer")} aria-label={`Reject ${name}`}>
            Reject
          </summary>
          <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="id" value={submission.id} />
            <label htmlFor={`note-${submission.id}`} className="font-medium text-slate-800">
              Note to the applicant (optional)
            </label>
            <textarea
              id={`note-${submission.id}`}
              name="adminNotes"
              rows={3}
              maxLength={2000}
              className="w-56 rounded-md border border-slate-500 p-2"
            />
            <Button name="intent" value="reject" busy={busy} variant="danger" size="sm">
              Confirm Reject
            </Button>
          </fetcher.Form>
        </details>
      </div>
    );
  }
  if (submission.status === "approved" && submission.therapistSlug && submission.therapistEmail) {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={`/therapists/${submission.therapistSlug}`} className={buttonClass("secondary", "sm")}>
          View Public Profile
        </Link>
        <Link
          to={`/admin/edit-therapist/${encodeURIComponent(submission.therapistEmail)}`}
          aria-label={`Edit ${name}`}
          className={buttonClass("secondary", "sm")}
        >
          Edit
        </Link>
        <details className="text-sm">
          <summary aria-label={`Delete ${name}`} className={buttonClass("danger-outline", "sm", "cursor-pointer")}>
            Delete
          </summary>
          <fetcher.Form method="post" className="mt-2 w-56 rounded-md border border-red-200 bg-red-50 p-3">
            <input type="hidden" name="therapistId" value={submission.therapistId ?? ""} />
            <p className="text-red-900">
              Remove {name} from the directory? Their inquiries and the audit log are kept.
            </p>
            <Button name="intent" value="delete" busy={busy} variant="danger" size="sm" className="mt-2">
              Confirm Delete
            </Button>
          </fetcher.Form>
        </details>
      </div>
    );
  }
  return null;
}
