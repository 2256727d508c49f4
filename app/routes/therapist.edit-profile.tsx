import { ArrowLeft } from "lucide";
import { data, Link } from "react-router";
import type { Route } from "./+types/therapist.edit-profile";
import { requireUser } from "#app/auth/guards.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { servicesContext } from "#app/context.server.ts";
import { fieldErrors } from "#app/http/field-errors.ts";
import { SITE } from "#app/site.ts";
import { formToPayload, ProfileUpdate } from "#app/submissions/application-schema.ts";
import { EditProfileForm, type EditActionData } from "#app/therapists/dashboard/edit-profile-form.tsx";
import { EmbedBadge } from "#app/therapists/dashboard/embed-badge.tsx";
import { findOwnProfile, updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { updatedMessage } from "#app/therapists/verified-fields.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { readForm } from "#app/http/form-body.server.ts";

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
  const values = formToPayload(await readForm(request));
  const parsed = ProfileUpdate.safeParse(values);
  if (!parsed.success) {
    return data<EditActionData>({ status: 400, message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const outcome = await updateOwnProfile(context.get(servicesContext), user.id, parsed.data);
  if (outcome.kind === "not-found") throw data(null, { status: 404 });
  if (outcome.kind === "invalid") {
    return data<EditActionData>({ status: 400, message: "Please check the highlighted fields.", errors: outcome.errors, values }, { status: 400 });
  }
  return data<EditActionData>({ status: 200, message: updatedMessage(outcome.profile, outcome.emailChange) });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, appUrl } = loaderData;
  if (!profile) return <ProfileNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/therapist/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <Icon icon={ArrowLeft} className="size-4" /> Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Edit Profile</h1>
      <p className="mt-2 text-slate-700">
        Changes appear on <Link to={`/therapists/${profile.slug}`} className="font-medium underline">your public profile</Link> and in search as soon as you save,
        except your name, license number, professional title and province, which our team reviews first, and your email
        address, which changes once you open the link we send to the new address.
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
      <p className="mt-4 text-slate-700">You need an approved therapist profile to edit it. If you have applied, your application may still be under review.</p>
      <Link to="/therapist/dashboard" className={buttonClass("primary", "md", "mt-8 gap-1")}>
        <Icon icon={ArrowLeft} className="size-4" /> Back to Dashboard
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Edit Profile | ${SITE.name}` }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = badRequestMessage(error);
  return refused ? <StatusPage status={400} message={refused} /> : <ProfileNotFound />;
}
