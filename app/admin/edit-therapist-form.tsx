import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { focusFirstInvalid, hasErrors } from "#app/components/use-form-post.ts";
import { Button } from "#app/components/button.tsx";
import { FieldError } from "#app/components/form-field.tsx";
import { featuredEndDay } from "./featured-by-hand.ts";
import { useAnswerToast } from "#app/components/toasts.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { ProfileFields, type ProfileDefaults } from "#app/submissions/profile-fields.tsx";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { OutcomeNotice } from "#app/components/outcome-notice.tsx";
import { formatLongDate } from "#app/components/format.ts";

export type AdminEditAnswer = {
  ok: boolean;
  title: string;
  description: string;
  errors?: FieldErrors;
  values?: ProfileDefaults;
};

/** An admin's save keeps the therapist's confirmation of direct billing: only the therapist confirms it. */
function directBillingHint(confirmedAt: number | null): string {
  const last = confirmedAt
    ? `The therapist last confirmed it on ${formatLongDate(confirmedAt)}.`
    : "The therapist has not confirmed it yet.";
  return `${last} Saving here keeps that date: only the therapist confirms direct billing.`;
}

/** The admin's profile editor: every profile field plus Featured; a plain form post (JavaScript only adds toasts). */
export function EditTherapistForm({
  therapist,
  answer,
}: {
  therapist: ProfileDefaults & {
    featuredUntil: number | null;
    isFeatured: boolean;
    directBillingConfirmedAt: number | null;
  };
  answer: AdminEditAnswer | undefined;
}) {
  const navigation = useNavigation();
  useAnswerToast(answer);
  const defaults = answer && !answer.ok && answer.values ? { ...therapist, ...answer.values } : therapist;
  const until = featuredEndDay(therapist.featuredUntil);
  const untilError = answer?.errors?.featuredUntil?.[0];
  // A refused save: without scripts its notice takes the focus as the page loads; with them, the first field in
  // error does, where the first thing to fix is.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer && !answer.ok && hasErrors(answer.errors)) focusFirstInvalid(form.current);
  }, [answer]);
  return (
    <>
      {answer && <OutcomeNotice outcome={answer} className="mb-6" focus={!answer.ok} />}
      <Form ref={form} method="post" noValidate className="space-y-6">
        <ProfileFields
          identity="admin"
          defaults={defaults}
          errors={answer?.errors ?? {}}
          hints={{ directBilling: directBillingHint(therapist.directBillingConfirmedAt) }}
          photo={
            <PhotoUpload
              defaultUrl={typeof therapist.profileImageUrl === "string" ? therapist.profileImageUrl : null}
            />
          }
        />
        <fieldset className="rounded-xl border border-slate-200 bg-white p-6">
          <legend className="px-1 text-lg font-semibold text-slate-900">Featured</legend>
          <input type="hidden" name="isFeaturedPresent" value="1" />
          <label className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" name="isFeatured" defaultChecked={therapist.isFeatured} className="size-4" />{" "}
            Featured listing
          </label>
          <label htmlFor="featuredUntil" className="mt-4 block text-sm font-medium text-slate-800">
            Featured until (UTC date, empty for none)
          </label>
          <input
            id="featuredUntil"
            type="date"
            name="featuredUntil"
            defaultValue={until}
            aria-invalid={untilError ? true : undefined}
            aria-describedby={untilError ? "featuredUntil-error" : undefined}
            className="mt-1 h-10 rounded-md border border-slate-500 px-3"
          />
          <FieldError id="featuredUntil" error={untilError} />
        </fieldset>
        <Button
          type="submit"
          busy={navigation.state === "submitting"}
          size="lg"
          className="w-full aria-disabled:opacity-60 sm:w-auto"
        >
          {navigation.state === "submitting" ? "Saving..." : "Save Changes"}
        </Button>
      </Form>
    </>
  );
}
