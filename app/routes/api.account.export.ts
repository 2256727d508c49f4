import type { Route } from "./+types/api.account.export";
import { exportAccount } from "#app/account/export.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { jsonDownload, refuseMethods, unauthorized } from "#app/http/api.server.ts";

// GET /api/account/export ("Download my data" on /account): everything stored about the signed-in person, as a
// JSON file to save (Content-Disposition: attachment), never cached; only the caller's own data. 401 signed out.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const now = Date.now();
  const data = await exportAccount(context.get(servicesContext).db, user.id, now);
  if (!data) throw unauthorized(); // deleted since the session was read
  return jsonDownload(data, `my-data-${new Date(now).toISOString().slice(0, 10)}.json`);
}

export const action = refuseMethods(["GET"]);
