import { data, Link } from "react-router";
import type { Route } from "./+types/therapist.edit-profile";
import { requireUser } from "#app/auth/guards.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { BackLink } from "#app/components/back-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { catalogue, catalogueOf, pageCatalogues } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { T, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { pageFieldErrors } from "#app/submissions/field-messages.ts";
import { servicesContext } from "#app/context.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { noindexMeta } from "#app/site.ts";
import { formToPayload, ProfileUpdate } from "#app/submissions/application-schema.ts";
import type { ProfileFormAnswer } from "#app/submissions/application-form.tsx";
import { EditProfileForm } from "#app/therapists/dashboard/edit-profile-form.tsx";
import { EmbedBadge } from "#app/therapists/dashboard/embed-badge.tsx";
import { findOwnProfile, updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { updatedMessage } from "#app/therapists/verified-fields.ts";
import { badRequestMessage, StatusPage } from "#app/components/status-page.tsx";
import { readFormFields } from "#app/http/form-body.server.ts";
import { listedValueNames } from "#app/i18n/value-names.ts";
import { checkProfileForm } from "#app/uploads/photo-form.server.ts";
import { pageTitleId } from "#app/components/status-titles.ts";

// /therapist/edit-profile and /fr/therapeute/modifier-le-profil: the owner of an approved profile edits it; anyone else signed in sees
// 'Profile Not Found' (404); signed out → /api/login and back.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = context.get(servicesContext);
  const profile = await findOwnProfile(db, user.id);
  const words = pageCatalogues(request, "apply", "profileform", "editor", "fit", "fit-names");
  if (!profile) return data({ profile: null, appUrl: config.appUrl, ...words }, { status: 404 });
  return { profile, appUrl: config.appUrl, names: listedValueNames(words.language), ...words };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { form, unstorable } = await readFormFields(request);
  const values = formToPayload(form);
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(
    language,
    catalogue(language, "apply"),
    catalogue(language, "editor"),
    catalogue(language, "fit"),
    catalogueOf(language, "profileform", ["pf.photo.error"]),
  );
  const refused = (errors: FieldErrors) =>
    data<ProfileFormAnswer>(
      {
        status: 400,
        message: t("apply.checkFields"),
        errors: pageFieldErrors(errors, language, t, listedValueNames(language)),
        values,
      },
      { status: 400 },
    );
  if (unstorable) return refused(unstorable);
  const checked = await checkProfileForm(context.get(servicesContext), user.id, form, values, ProfileUpdate);
  if (!checked.ok) return refused(checked.errors);
  const outcome = await updateOwnProfile(context.get(servicesContext), user.id, checked.data);
  switch (outcome.kind) {
    case "not-found":
      throw data(null, { status: 404 });
    case "invalid":
      return refused(outcome.errors);
    case "updated":
      return data<ProfileFormAnswer>({
        status: 200,
        message: language === "en" ? updatedMessage(outcome.profile, outcome.emailChange) : updatedIn(t, outcome),
      });
  }
}

// An edit the connection lost is the form's to tell (its toast), with everything still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

/** A saved edit's message in a language other than English: what still waits for review or confirmation. */
function updatedIn(
  t: ReturnType<typeof translator>,
  outcome: { profile: { pendingChanges: unknown; pendingEmail: string | null }; emailChange: boolean },
): string {
  const waiting = [
    outcome.profile.pendingChanges ? t("editor.updated.review") : "",
    outcome.emailChange && outcome.profile.pendingEmail
      ? t("editor.updated.email", { email: outcome.profile.pendingEmail })
      : "",
  ].filter(Boolean);
  return waiting.length === 0 ? t("editor.updated") : [t("editor.updated.more"), ...waiting].join(" ");
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, appUrl } = loaderData;
  const t = useT();
  const language = useLanguage();
  if (!profile) return <ProfileNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={localPath(language, "/therapist/dashboard")} label={t("editor.back")} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("editor.title")}</h1>
      <p className="mt-2 text-slate-700">
        <T
          id="editor.lead"
          components={{
            profile: <Link to={localPath(language, `/therapists/${profile.slug}`)} className="font-medium underline" />,
          }}
        />
      </p>
      <div className="mt-8 space-y-6">
        <EditProfileForm profile={profile} actionData={actionData} names={loaderData.names} />
        <EmbedBadge appUrl={appUrl} slug={profile.slug} />
      </div>
    </section>
  );
}

function ProfileNotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("editor.notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("editor.notFound.text")}</p>
      <Link
        to={localPath(useLanguage(), "/therapist/dashboard")}
        className={buttonClass("primary", "md", "mt-8 gap-1")}
      >
        <Icon name="arrow-left" className="size-4" /> {t("editor.back")}
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = loaderData?.language ?? languageOfPath(location.pathname);
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t(pageTitleId("editor.title", Boolean(loaderData), error)), t("site.name"));
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = badRequestMessage(error);
  return refused ? <StatusPage status={400} message={refused} /> : <ProfileNotFound />;
}
