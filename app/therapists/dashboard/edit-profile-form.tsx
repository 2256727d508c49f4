import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import { checkProfileForm, type ProfileFormAnswer } from "#app/submissions/application-form.tsx";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { ProfileFields, type ProfileDefaults } from "#app/submissions/profile-fields.tsx";
import { VERIFIED_FIELDS, VERIFIED_LABELS, type VerifiedChanges } from "#app/therapists/verified-fields.ts";
import { Button } from "#app/components/button.tsx";
import { formatLongDate } from "#app/components/format.ts";

const SAVE_FAILED = "Your changes could not be saved. Please try again.";

type Pending = {
  pendingChanges?: VerifiedChanges | null;
  pendingEmail?: string | null;
  directBillingConfirmedAt?: number | null;
};

/** What saving says of the direct billing list: it confirms it for DIRECT_BILLING_VALID_DAYS. */
function directBillingHint(confirmedAt: number | null | undefined): string {
  const last = confirmedAt ? ` You last confirmed it on ${formatLongDate(confirmedAt)}.` : "";
  return `Saving confirms your direct billing for 12 months; after that your profile stops showing it until you confirm it again.${last}`;
}

/** The notes under fields whose change awaits review or confirmation. */
function pendingHints(profile: ProfileDefaults & Pending): Partial<Record<string, string>> {
  const hints: Partial<Record<string, string>> = {};
  for (const field of VERIFIED_FIELDS) {
    if (profile.pendingChanges?.[field] === undefined) continue;
    hints[field] =
      `Awaiting review: your public profile shows "${String(profile[field] ?? "")}" until our team approves this change.`;
  }
  hints.directBilling = directBillingHint(profile.directBillingConfirmedAt);
  hints.email = profile.pendingEmail
    ? `Awaiting confirmation: open the link we sent to ${profile.pendingEmail} to use that address.`
    : "A new address is used once you open the confirmation link we send to it.";
  return hints;
}

/** The verified fields shown with the values waiting for review (so saving again keeps the request). */
const withPending = (profile: ProfileDefaults & Pending): ProfileDefaults => ({
  ...profile,
  ...profile.pendingChanges,
});

/**
 * The profile editor, posted to the edit page's action (through a fetcher when JavaScript runs), which saves
 * through updateOwnProfile; a saved edit reloads the page's data (what now awaits review or confirmation).
 */
export function EditProfileForm({
  profile,
  actionData,
}: {
  profile: ProfileDefaults & Pending;
  actionData: ProfileFormAnswer | undefined;
}) {
  const { fetcher, errors, pending, onSubmit } = useFormPost<ProfileFormAnswer>({
    check: checkProfileForm(ProfileUpdate),
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.status === 200) {
        toast.success("Profile Updated", {
          description:
            answer.message === "Profile Updated" ? "Your changes are live in the directory." : answer.message,
        });
      } else {
        toast.error("Update Failed", { description: answer.message || SAVE_FAILED });
      }
    },
  });

  return (
    <>
      {actionData && (
        <p
          role={actionData.status === 200 ? "status" : "alert"}
          className={`mb-6 rounded-md p-3 text-sm ${actionData.status === 200 ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
        >
          {actionData.status === 200 ? actionData.message : `Update Failed: ${actionData.message}`}
        </p>
      )}
      {profile.pendingChanges && (
        <div role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Awaiting review</p>
          <p>
            Our team checks changes to{" "}
            {VERIFIED_FIELDS.filter((f) => profile.pendingChanges?.[f] !== undefined)
              .map((f) => VERIFIED_LABELS[f].toLowerCase())
              .join(", ")}{" "}
            before they appear on your public profile. Your other changes are live as soon as you save.
          </p>
        </div>
      )}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <ProfileFields
          defaults={
            actionData?.status !== 200 && actionData?.values
              ? { ...withPending(profile), ...actionData.values }
              : withPending(profile)
          }
          errors={errors}
          hints={pendingHints(profile)}
          photo={
            <PhotoUpload defaultUrl={typeof profile.profileImageUrl === "string" ? profile.profileImageUrl : null} />
          }
        />
        <Button type="submit" size="lg" aria-disabled={pending} className="w-full aria-disabled:opacity-60 sm:w-auto">
          {pending ? "Saving..." : "Save Changes"}
        </Button>
      </fetcher.Form>
    </>
  );
}
