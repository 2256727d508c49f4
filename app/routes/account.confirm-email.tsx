import { data, Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account.confirm-email";
import { confirmEmailChange, EMAIL_TAKEN } from "#app/auth/email-change.server.ts";
import { confirmAddressProof } from "#app/auth/proven-addresses.server.ts";
import { Button, buttonClass } from "#app/components/button.tsx";
import { StatusPage } from "#app/components/status-page.tsx";
import { servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/http/form-body.server.ts";
import { noindexMeta } from "#app/site.ts";

const TokenForm = z.object({
  token: z.string().trim().min(1).max(200),
  for: z.literal("application").optional().catch(undefined),
});

const INVALID =
  "This confirmation link is invalid, has expired or was already used. Ask for the change again from your profile.";

const INVALID_PROOF =
  "This confirmation link is invalid, has expired or was already used. Your application's status is on your dashboard.";

type Outcome = { ok: true; email: string; for?: "application" } | { ok: false; message: string };

// /account/confirm-email?token=...: the link sent to a new email address, or (&for=application) to the address
// typed in an application, which it proves. Mail scanners open links before people do, so the GET only shows a
// button; pressing it posts the token, and the address changes or counts as proved then (works without
// JavaScript). 400 for a bad, used or expired link or an address taken meanwhile.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = TokenForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<Outcome>({ ok: false, message: INVALID }, { status: 400 });
  const services = context.get(servicesContext);
  if (parsed.data.for === "application") {
    const proof = await confirmAddressProof(services.db, parsed.data.token);
    if (proof.kind === "proved") return { ok: true, email: proof.email, for: "application" } satisfies Outcome;
    return data<Outcome>({ ok: false, message: INVALID_PROOF }, { status: 400 });
  }
  const outcome = await confirmEmailChange(services, parsed.data.token);
  if (outcome.kind === "changed") return { ok: true, email: outcome.email } satisfies Outcome;
  return data<Outcome>({ ok: false, message: outcome.kind === "taken" ? EMAIL_TAKEN : INVALID }, { status: 400 });
}

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const forApplication = params.get("for") === "application";
  if (actionData?.ok && actionData.for === "application") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Email Address Confirmed</h1>
        <p role="status" className="mt-4 text-slate-700">
          {actionData.email} is confirmed as yours: our team can publish your listing with it once your application is
          approved.
        </p>
        <Link to="/therapist/dashboard" className={buttonClass("primary", "md", "mt-8")}>
          Go to Dashboard
        </Link>
      </section>
    );
  }
  if (actionData?.ok) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Email Address Changed</h1>
        <p role="status" className="mt-4 text-slate-700">
          Your account and profile now use {actionData.email}. Sign in with it from now on.
        </p>
        <Link to="/therapist/dashboard" className={buttonClass("primary", "md", "mt-8")}>
          Go to Dashboard
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {forApplication ? "Confirm Your Email Address" : "Confirm Your New Email Address"}
      </h1>
      {forApplication && (
        <p className="mt-4 text-slate-700">
          Confirm that this address is yours, so that it can appear on the listing your application asks for.
        </p>
      )}
      {actionData && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {actionData.message}
        </p>
      )}
      {token ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          {forApplication && <input type="hidden" name="for" value="application" />}
          <Button type="submit">{forApplication ? "Confirm this email address" : "Use this email address"}</Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-700">{INVALID}</p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Confirm Email Address");

export function ErrorBoundary() {
  return <StatusPage status={400} message={INVALID} />;
}
