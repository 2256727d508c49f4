import type { Route } from "./+types/api.admin.send-linking-reminders";
import { sendLinkingReminders } from "#app/admin/linking.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, refuseMethods } from "#app/http/api.server.ts";

export const loader = refuseMethods(["POST"]);

// POST /api/admin/send-linking-reminders: one email job per unlinked therapist not reminded in 24 hours;
// answers { sentCount, totalUnlinked, failedCount } once the jobs are queued.
export const action = acceptMethods(["POST"], "Send with POST.", async ({ request, context }: Route.ActionArgs) => {
  await requireAdmin(request, context);
  return apiJson(await sendLinkingReminders(context.get(servicesContext)));
});
