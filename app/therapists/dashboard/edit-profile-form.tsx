import { useId } from "react";
import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import {
  checkProfileForm,
  sentPhoto,
  type PageWords,
  type ProfileFormAnswer,
} from "#app/submissions/application-form.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { formatDate } from "#app/i18n/language.ts";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { ProfileFields, type ProfileDefaults } from "#app/submissions/profile-fields.tsx";
import { VERIFIED_FIELDS, type VerifiedChanges } from "#app/therapists/verified-fields.ts";
import { Button } from "#app/components/button.tsx";
import { formatLongDate } from "#app/components/format.ts";

type Pending = {
  pendingChanges?: VerifiedChanges | null;
  pendingEmail?: string | null;
  directBillingConfirmedAt?: number | null;
};

/** What saving says of the direct billing list: it confirms it for DIRECT_BILLING_VALID_DAYS. */
function directBillingHint(confirmedAt: number | null | undefined, { language, t }: PageWords): string {
  const date =
    confirmedAt && (language === "en" ? formatLongDate(confirmedAt) : formatDate(language, confirmedAt, "long"));
  const hint = t("editor.hint.directBilling");
  return date ? `${hint} ${t("editor.hint.lastConfirmed", { date })}` : hint;
}

/** The notes under fields whose change awaits review or confirmation. */
function pendingHints(profile: ProfileDefaults & Pending, words: PageWords): Partial<Record<string, string>> {
  const { t } = words;
  const hints: Partial<Record<string, string>> = {};
  for (const field of VERIFIED_FIELDS) {
    if (profile.pendingChanges?.[field] === undefined) continue;
    const value = profile[field];
    hints[field] = value ? t("editor.hint.review", { value: String(value) }) : t("editor.hint.reviewNone");
  }
  hints.directBilling = directBillingHint(profile.directBillingConfirmedAt, words);
  hints.email = profile.pendingEmail
    ? t("editor.hint.emailPending", { email: profile.pendingEmail, current: String(profile.email ?? "") })
    : t("editor.hint.email");
  return hints;
}

/** The verified fields and the email address shown with the values waiting for review or for their link (so
 *  saving again keeps the request). */
const withPending = (profile: ProfileDefaults & Pending): ProfileDefaults => ({
  ...profile,
  ...profile.pendingChanges,
  ...(profile.pendingEmail ? { email: profile.pendingEmail } : {}),
});

/**
 * The profile editor, posted to the edit page's action (through a fetcher when JavaScript runs), which saves
 * through updateOwnProfile; a saved edit reloads the page's data (what now awaits review or confirmation).
 */
export function EditProfileForm({
  profile,
  actionData,
  names,
}: {
  profile: ProfileDefaults & Pending;
  actionData: ProfileFormAnswer | undefined;
  /** The listed values' names in the page's language (ProfileFields). */
  names?: ValueNames;
}) {
  const t = useT();
  const formId = useId();
  const words = { language: useLanguage(), t, names };
  const { fetcher, errors, pending, onSubmit } = useFormPost<ProfileFormAnswer>({
    check: checkProfileForm(ProfileUpdate, words),
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.status === 200) {
        // the title says "Profile Updated": the description says what waits, not those words again
        const more = t("editor.updated.more");
        const waiting = answer.message.startsWith(more) ? answer.message.slice(more.length).trim() : answer.message;
        toast.success(t("editor.updated"), {
          description: answer.message === t("editor.updated") ? t("editor.updated.live") : waiting,
        });
      } else {
        toast.error(t("editor.failed"), { description: answer.message || t("editor.failed.text") });
      }
    },
  });

  return (
    <>
      {/* the answer to a save sent without scripts (a scripted one is told by its toast): it takes the focus as the
          page loads (autofocus), so it is read first, as the application form's is */}
      {actionData && (
        <p
          role={actionData.status === 200 ? "status" : "alert"}
          tabIndex={-1}
          autoFocus
          className={`mb-6 rounded-md p-3 text-sm ${actionData.status === 200 ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
        >
          {actionData.status === 200 ? actionData.message : t("editor.failed.banner", { message: actionData.message })}
        </p>
      )}
      {profile.pendingChanges && (
        <div role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t("editor.review.title")}</p>
          <p>
            {t("editor.review.text", {
              fields: VERIFIED_FIELDS.filter((f) => profile.pendingChanges?.[f] !== undefined)
                .map((f) => t(`field.${f}`).toLowerCase())
                .join(", "),
            })}
          </p>
        </div>
      )}
      {/* The fields start from the saved profile: a save that changed it (the page's data reloads) starts the form
          over from what was saved, as its inputs keep what was typed or ticked otherwise (consent withdrawn
          unticks the identity the server erased). */}
      <fetcher.Form
        key={JSON.stringify(profile)}
        id={formId}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="space-y-6"
      >
        <ProfileFields
          defaults={
            actionData?.status !== 200 && actionData?.values
              ? { ...withPending(profile), ...actionData.values }
              : withPending(profile)
          }
          errors={errors}
          hints={pendingHints(profile, words)}
          photo={
            <PhotoUpload
              defaultUrl={
                sentPhoto(actionData, 200) ??
                (typeof profile.profileImageUrl === "string" ? profile.profileImageUrl : null)
              }
              sentWithForm
              refusal={errors?.profileImageUrl?.[0]}
            />
          }
          names={names}
        />
      </fetcher.Form>
      {/* Outside the form it submits (the form attribute), so that starting the form over after a save leaves the
          button, and the keyboard focus on it, in place. */}
      <Button
        type="submit"
        form={formId}
        size="lg"
        busy={pending}
        className="w-full aria-disabled:opacity-60 sm:w-auto"
      >
        {pending ? t("editor.saving") : t("editor.save")}
      </Button>
    </>
  );
}
