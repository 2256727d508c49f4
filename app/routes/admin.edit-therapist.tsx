import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.edit-therapist";
import { EditTherapistForm, type AdminEditAnswer } from "#app/admin/edit-therapist-form.tsx";
import { adminContext } from "#app/admin/page-access.server.ts";
import { AdminProfileUpdate, findTherapistByEmail, updateTherapistByEmail } from "#app/admin/profiles.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { BackLink } from "#app/components/back-link.tsx";
import { pageCatalogues } from "#app/i18n/catalogues.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { CHECK_FIELDS, fieldErrors } from "#app/http/field-errors.ts";
import { noindexMeta } from "#app/site.ts";
import { formToPayload } from "#app/submissions/application-schema.ts";
import { readForm } from "#app/http/form-body.server.ts";

// /admin/edit-therapist/{email}: every profile field and the Featured state. No email: the Error
// card; no such profile: 'Therapist Not Found'. A saved change reaches the profile and the index at once.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.email) return data({ kind: "no-email" as const }, { status: 400 });
  const therapist = await findTherapistByEmail(context.get(servicesContext).db, params.email);
  if (!therapist) return data({ kind: "not-found" as const }, { status: 404 });
  return { kind: "found" as const, therapist, ...pageCatalogues(request, "apply", "profileform", "fit", "fit-names") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await readForm(request);
  const values = formToPayload(form);
  delete values.isFeatured;
  delete values.featuredUntil;
  if (form.has("isFeaturedPresent")) values.isFeatured = form.get("isFeatured") === "on";
  if (form.has("featuredUntil")) values.featuredUntil = String(form.get("featuredUntil") ?? "") || null;
  const parsed = AdminProfileUpdate.safeParse(values);
  if (!parsed.success) {
    return data<AdminEditAnswer>(
      { ok: false, title: "Update Failed", description: CHECK_FIELDS, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const outcome = await updateTherapistByEmail(context.get(servicesContext), admin, params.email ?? "", parsed.data);
  if (outcome.kind === "not-found")
    return data<AdminEditAnswer>(
      { ok: false, title: "Update Failed", description: "Therapist profile not found" },
      { status: 404 },
    );
  if (outcome.kind === "invalid") {
    return data<AdminEditAnswer>(
      { ok: false, title: "Update Failed", description: CHECK_FIELDS, errors: outcome.errors, values },
      { status: 400 },
    );
  }
  if (outcome.kind === "email-taken") {
    return data<AdminEditAnswer>(
      {
        ok: false,
        title: "Update Failed",
        description: "Another therapist profile already uses that email address.",
        errors: { email: ["Another therapist profile already uses that email address."] },
        values,
      },
      { status: 409 },
    );
  }
  if (outcome.therapist.email !== (params.email ?? "").toLowerCase()) {
    throw redirect(`/admin/edit-therapist/${encodeURIComponent(outcome.therapist.email)}`);
  }
  return {
    ok: true,
    title: "Profile Updated",
    description: "The changes are live on the public profile and in search.",
  } satisfies AdminEditAnswer;
}

export default function AdminEditTherapist({ loaderData: view, actionData }: Route.ComponentProps) {
  if (view.kind !== "found") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <div className="rounded-xl border border-slate-200 bg-white p-8">
          <h1 className="text-2xl font-bold text-slate-900">
            {view.kind === "no-email" ? "Error" : "Therapist Not Found"}
          </h1>
          <p className="mt-3 text-slate-700">
            {view.kind === "no-email"
              ? "No therapist email was given."
              : "No therapist profile has that email address."}
          </p>
          <Link to="/admin" className={buttonClass("primary", "md", "mt-6")}>
            Back to Admin Dashboard
          </Link>
        </div>
      </section>
    );
  }
  const { therapist } = view;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to="/admin" label="Back to Admin Dashboard" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Edit Therapist Profile</h1>
      <p className="mt-2 text-slate-700">
        {therapist.firstName} {therapist.lastName} ·{" "}
        <Link to={`/therapists/${therapist.slug}`} className="underline">
          public profile
        </Link>
      </p>
      <div className="mt-8">
        <EditTherapistForm therapist={therapist} answer={actionData} />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Edit Therapist");
