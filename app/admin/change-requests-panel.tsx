import { Form, Link } from "react-router";
import { Button } from "#app/components/button.tsx";
import { VERIFIED_FIELDS, VERIFIED_LABELS } from "#app/therapists/verified-fields.ts";
import type { ActionAnswer } from "./submission-actions.tsx";
import { OutcomeNotice } from "#app/components/outcome-notice.tsx";

type Request = {
  id: string;
  slug: string;
  current: Record<string, string | null>;
  changes: Partial<Record<string, string>>;
};

/** The two answers to a change request, each its own form. */
const DECISIONS = [
  { intent: "change-approve", variant: "success", label: "Approve changes" },
  { intent: "change-reject", variant: "danger-outline", label: "Reject changes" },
] as const;

/** The review queue's profile change requests: each verified field's public value beside the requested one. */
export function ChangeRequestsPanel({ requests, answer }: { requests: readonly Request[]; answer?: ActionAnswer }) {
  return (
    <section aria-labelledby="change-requests-heading" className="mt-8">
      <h2 id="change-requests-heading" className="text-xl font-semibold text-slate-900">
        Profile Changes Awaiting Review{" "}
        <span className="text-base font-normal text-slate-700">({requests.length})</span>
      </h2>
      {answer && <OutcomeNotice outcome={answer} className="mt-3" />}
      {requests.length === 0 ? (
        <p className="mt-3 text-slate-700">No profile changes to review.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {requests.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link to={`/therapists/${r.slug}`} className="font-medium text-brand-800 underline">
                /therapists/{r.slug}
              </Link>
              <table className="mt-2 text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4 text-left">
                      Field
                    </th>
                    <th scope="col" className="pr-4 text-left">
                      Verified (public)
                    </th>
                    <th scope="col" className="text-left">
                      Requested
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {VERIFIED_FIELDS.filter((f) => r.changes[f] !== undefined).map((f) => (
                    <tr key={f}>
                      <th scope="row" className="pr-4 text-left font-normal">
                        {VERIFIED_LABELS[f]}
                      </th>
                      <td className="pr-4">{r.current[f] ?? "—"}</td>
                      <td className="font-semibold">{r.changes[f]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="mt-3 flex gap-2">
                {DECISIONS.map(({ intent, variant, label }) => (
                  <Form key={intent} method="post">
                    <input type="hidden" name="requestId" value={r.id} />
                    <Button type="submit" name="intent" value={intent} variant={variant} size="sm">
                      {label}
                    </Button>
                  </Form>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
