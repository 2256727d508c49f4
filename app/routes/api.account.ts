import type { Route } from "./+types/api.account";
import {
  ACCOUNT_DELETED,
  ADMIN_NOT_DELETED,
  DeleteConfirmation,
  deleteAccount,
  NOT_CONFIRMED,
} from "#app/account/deletion.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { signOutThisBrowser } from "#app/auth/sign-in.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, badRequest, forbidden, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";

export const loader = refuseMethods(["DELETE"]);

// DELETE /api/account { confirmEmail } ("Delete my account" on /account): deletes the signed-in person's account
// and what it holds (app/account/deletion.server.ts), then signs this browser out (every other is signed out with
// the account). 200 { message }; sent again by the same browser, 401 (nobody is signed in any more). 400 on
// confirmEmail when it is not the account's address; 403 for an admin's account; 401 signed out.
export const action = acceptMethods(
  ["DELETE"],
  "Delete the account with DELETE.",
  async ({ request, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const confirmation = await parseJsonBody(request, DeleteConfirmation);
    const services = context.get(servicesContext);
    const outcome = await deleteAccount(services, user, confirmation);
    if (outcome.kind === "admin") return forbidden(ADMIN_NOT_DELETED);
    if (outcome.kind === "unconfirmed") return badRequest({ confirmEmail: [NOT_CONFIRMED] }, NOT_CONFIRMED);
    const setCookie = await signOutThisBrowser(request, context);
    return apiJson({ message: ACCOUNT_DELETED }, { headers: { "Set-Cookie": setCookie } });
  },
);
