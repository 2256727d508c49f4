import { ArrowLeft } from "lucide";
import { data, Link } from "react-router";
import type { Route } from "./+types/therapist.edit-profile";
import { requireUser } from "#app/auth/guards.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { BackLink } from "#app/components/back-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { servicesContext } from "#app/context.server.ts";
import { CHECK_FIELDS, fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { noindexMeta } from "#app/site.ts";
import { formToPayload, ProfileUpdate } from "#app/submissions/application-schema.ts";
import type { ProfileFormAnswer } from "#app/submissions/application-form.tsx";
import { EditProfileForm } from "#app/therapists/dashboard/edit-profile-form.tsx";
import { EmbedBadge } from "#app/therapists/dashboard/embed-badge.tsx";
import { findOwnProfile, updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { updatedMessage } from "#app/therapists/verified-fields.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { readFormFields } from "#app/http/form-body.server.ts";

// /therapist/edit-profile: the owner of an approved profile edits it; anyone else signed in sees
// 'Profile Not Found' (404); signed out → /api/login and back.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = context.get(servicesContext);
  const profile = await findOwnProfile(db, user.id);
  if (!profile) return data({ profile: null, appUrl: config.appUrl }, { status: 404 });
  return { profile, appUrl: config.appUrl };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { form, unstorable } = await readFormFields(request);
  const values = formToPayload(form);
  const refused = (errors: FieldErrors) =>
    data<ProfileFormAnswer>({ status: 400, message: CHECK_FIELDS, errors, values }, { status: 400 });
  if (unstorable) return refused(unstorable);
  const parsed = ProfileUpdate.safeParse(values);
  if (!parsed.success) return refused(fieldErrors(parsed.error));
  const outcome = await updateOwnProfile(context.get(servicesContext), user.id, parsed.data);
  switch (outcome.kind) {
    case "not-found":
      throw data(null, { status: 404 });
    case "invalid":
      return refused(outcome.errors);
    case "updated":
      return data<ProfileFormAnswer>({ status: 200, message: updatedMessage(outcome.profile, outcome.emailChange) });
  }
}

// An edit the connection lost is the form's to tell (its toast), with everything still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, appUrl } = loaderData;
  if (!profile) return <ProfileNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to="/therapist/dashboard" label="Back to Dashboard" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Edit Profile</h1>
      <p className="mt-2 text-slate-700">
        Changes appear on{" "}
        <Link to={`/therapists/${profile.slug}`} className="font-medium underline">
          your public profile
        </Link>{" "}
        and in search as soon as you save, except your name, license number, professional title and province, which our
        team reviews first, and your email address, which changes once you open the link we send to the new address.
      </p>
      <div className="mt-8 space-y-6">
        <EditProfileForm profile={profile} actionData={actionData} />
        <EmbedBadge appUrl={appUrl} slug={profile.slug} />
      </div>
    </section>
  );
}

function ProfileNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Profile Not Found</h1>
      <p className="mt-4 text-slate-700">
        You need an approved therapist profile to edit it. If you have applied, your application may still be under
        review.
      </p>
      <Link to="/therapist/dashboard" className={buttonClass("primary", "md", "mt-8 gap-1")}>
        <Icon icon={ArrowLeft} className="size-4" /> Back to Dashboard
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Edit Profile");

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = badRequestMessage(error);
  return refused ? <StatusPage status={400} message={refused} /> : <ProfileNotFound />;
}
