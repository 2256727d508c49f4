import { Form, Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.link-therapists";
import { Button, buttonClass } from "#app/components/button.tsx";
import { BackLink } from "#app/components/back-link.tsx";
import { useAnswerToast } from "#app/components/toasts.tsx";
import { LinkDialog, linkOpenerId } from "#app/admin/link-dialog.tsx";
import {
  findLinkTarget,
  LinkReason,
  linkUser,
  listForLinking,
  searchUsers,
  sendLinkingReminders,
  usersProving,
} from "#app/admin/linking.server.ts";
import { adminContext } from "#app/admin/page-access.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { Pagination } from "#app/search/pagination.tsx";
import { noindexMeta } from "#app/site.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { notUnderstood, toastDone, toastFailed } from "#app/http/toast-answer.server.ts";

const Query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  linkFor: z.uuid().optional().catch(undefined),
  email: z.string().trim().max(320).optional().catch(undefined),
});
const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("link"), therapistId: z.uuid(), userId: z.uuid(), reason: LinkReason }),
  z.object({ intent: z.literal("remind") }),
]);

// /admin/link-therapists: approved therapists with Linked / Not Linked, the Link User
// dialog (?linkFor= a therapist, &email= the search: each user marked when they proved the listing's address; any
// other needs a reason), and Send Linking Reminders.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listForLinking(db, query.page);
  let search = null;
  if (query.linkFor) {
    const therapist = await findLinkTarget(db, query.linkFor);
    if (therapist) {
      const email = query.email ?? "";
      const found = email.length >= 3 ? await searchUsers(db, email) : null;
      const proving = found
        ? await usersProving(
            db,
            therapist.email,
            found.map((user) => user.id),
          )
        : new Set();
      const users = found?.map((user) => ({ ...user, provesAddress: proving.has(user.id) })) ?? null;
      search = { therapist, email, users };
    }
  }
  return { ...list, search };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await readForm(request);
  const parsed = Intent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return notUnderstood("Error");
  const services = context.get(servicesContext);
  if (parsed.data.intent === "remind") {
    try {
      const result = await sendLinkingReminders(services);
      return toastDone(
        "Emails Sent Successfully",
        `Sent ${result.sentCount} of ${result.totalUnlinked} unlinked therapists a reminder${result.failedCount ? ` (${result.failedCount} failed)` : ""}. Anyone reminded in the last 24 hours is skipped.`,
      );
    } catch (error) {
      if (error instanceof Response) throw error; // the database is unavailable: 503
      return toastFailed("Send Failed", "The reminders could not be queued. Please try again.", 500);
    }
  }
  const { therapistId, userId, reason } = parsed.data;
  const outcome = await linkUser(services, admin, therapistId, userId, reason);
  if (outcome.kind === "linked") return toastDone("Success", "The therapist has been linked to the user.");
  if (outcome.kind === "reason-required") return toastFailed("Error", outcome.message, 400);
  if (outcome.kind === "account-has-listing") return toastFailed("Error", outcome.message, 409);
  return toastFailed(
    "Error",
    outcome.kind === "user-not-found" ? "User not found" : "Therapist profile not found",
    404,
  );
}

export default function AdminLinkTherapists({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  useAnswerToast(actionData);
  const { therapists, total, unlinked, page, pageCount, search } = loaderData;
  const hrefFor = (target: number) => (target > 1 ? `${location.pathname}?page=${target}` : location.pathname);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <BackLink to="/admin" label="Back to Admin Dashboard" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Link Therapists</h1>
        <Form method="post">
          <Button
            name="intent"
            value="remind"
            busy={navigation.state === "submitting"}
            size="sm"
            className="aria-disabled:opacity-60"
          >
            Send Linking Reminders
          </Button>
        </Form>
      </div>
      <p className="mt-2 text-slate-700">
        {total} approved therapists, {unlinked} not linked to a user account.
      </p>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className="sr-only">
          {actionData.title}: {actionData.description}
        </p>
      )}
      {search && <LinkDialog key={search.therapist.id} search={search} closeHref={hrefFor(page)} />}
      <ul className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {therapists.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-medium text-slate-900">
                {t.firstName} {t.lastName}
              </p>
              <p className="text-sm text-slate-700">
                {t.email}
                {t.city ? ` · ${t.city}` : ""}
              </p>
              {t.userEmail && <p className="text-sm text-slate-600">User: {t.userEmail}</p>}
            </div>
            <div className="flex items-center gap-3">
              {t.userId ? (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                  Linked
                </span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  Not Linked
                </span>
              )}
              <Link
                id={linkOpenerId(t.id)}
                to={`?linkFor=${t.id}${page > 1 ? `&page=${page}` : ""}#link-dialog`}
                preventScrollReset
                aria-label={`Link User to ${t.firstName} ${t.lastName}`}
                className={buttonClass("secondary", "sm")}
              >
                Link User
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} numbered />
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Link Therapists");
