import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.jobs";
import { adminContext } from "#app/admin/page-access.server.ts";
import { BackLink } from "#app/components/back-link.tsx";
import { Button } from "#app/components/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { notUnderstood, toastDone, toastFailed } from "#app/http/toast-answer.server.ts";
import { listFailedJobs, retryFailedJob } from "#app/jobs/failed-jobs.server.ts";
import { noindexMeta } from "#app/site.ts";
import { OutcomeNotice } from "#app/components/outcome-notice.tsx";

const RetryForm = z.object({ id: z.uuid() });

// /admin/jobs 'Failed Jobs': the jobs that failed every attempt, newest first (app/jobs/failed-jobs.server.ts), each
// with a Retry button posting to this page's action. Access: the admin layout route (routes/admin-layout.tsx).
export async function loader({ context }: Route.LoaderArgs) {
  return listFailedJobs(context.get(servicesContext).db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const parsed = RetryForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return notUnderstood("Retry Failed");
  const { db, boss, logger } = context.get(servicesContext);
  const { id } = parsed.data;
  const outcome = await retryFailedJob(db, boss, id);
  if (outcome.kind === "not-found")
    return toastFailed("Retry Failed", `Job ${id} was already retried or is no longer kept.`, 404);
  logger.info({ queue: outcome.queue, id, by: admin.id }, "failed job retried");
  return toastDone("Job Retried", `Job ${id} is back in its queue, ${outcome.queue}.`);
}

/** A moment as 'YYYY-MM-DD HH:MM:SS UTC': the same on the server and in the browser. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`;

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total } = loaderData;
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <BackLink to="/admin" label="Back to Admin Dashboard" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Failed Jobs</h1>
      <p className="mt-2 text-slate-700">
        Background jobs that failed every attempt. A dead-lettered job is kept 14 days; Retry sends it back to its queue
        with all its attempts. A job held failed in its own queue gets one more attempt.
      </p>
      {actionData && <OutcomeNotice outcome={actionData} className="mt-4" />}
      <h2 className="mt-8 text-xl font-semibold text-slate-900">
        {total === 0
          ? "No failed jobs"
          : `${total} failed ${total === 1 ? "job" : "jobs"}${total > jobs.length ? `, the ${jobs.length} most recent` : ""}`}
      </h2>
      <ul className="mt-4 space-y-4">
        {jobs.map((job) => (
          <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-700">Queue</dt>
              <dd className="text-slate-900">{job.queue}</dd>
              <dt className="font-medium text-slate-700">Job id</dt>
              <dd className="font-mono break-all text-slate-900">{job.id}</dd>
              <dt className="font-medium text-slate-700">Failed</dt>
              <dd className="text-slate-900">
                <time dateTime={new Date(job.failedAt).toISOString()}>{utc(job.failedAt)}</time>
                {job.deadLetter ? ` (dead-lettered to ${job.deadLetter})` : " (held failed in its queue)"}
              </dd>
              <dt className="font-medium text-slate-700">Attempts</dt>
              <dd className="text-slate-900">{job.attempts}</dd>
              <dt className="font-medium text-slate-700">Error</dt>
              <dd className="font-mono text-xs break-words whitespace-pre-wrap text-slate-900">
                {job.error ?? "(none stored)"}
              </dd>
            </dl>
            <Form method="post" className="mt-3">
              <input type="hidden" name="id" value={job.id} />
              <Button type="submit" size="sm" busy={retrying === job.id} aria-label={`Retry job ${job.id}`}>
                {retrying === job.id ? "Retrying..." : "Retry"}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Failed Jobs");
