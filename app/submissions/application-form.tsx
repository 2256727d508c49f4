import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { T, useLanguage, useT, type Values } from "#app/i18n/i18n.tsx";
import type { MessageId } from "#app/i18n/catalogue.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { ApplicationForm, formToPayload } from "./application-schema.ts";
import { pageFieldErrors } from "./field-messages.ts";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { ProfileFields, type ProfileDefaults } from "./profile-fields.tsx";
import { Button } from "#app/components/button.tsx";

/** A profile form's answer from its page action (the application, the profile editor): values echo a failed post. */
export type ProfileFormAnswer = { status: number; message: string; errors?: FieldErrors; values?: ProfileDefaults };

/** A refusal's field errors as the toast and the banner list them: each field's first message, once. */
function errorLines(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors).flatMap((messages) => messages.slice(0, 1)))];
}

/**
 * A page's language and translate function, for words raised outside its markup (toasts, refusals), and the
 * listed values' names in that language (the insurers a refusal names).
 */
export type PageWords = { language: Language; t: (id: MessageId, values?: Values) => string; names?: ValueNames };

/** The browser's check of a profile form with the shared schema; what it refuses is listed in a toast, in the
 *  page's words when they are given (English otherwise). */
export function checkProfileForm(schema: z.ZodType, words?: PageWords) {
  return (form: FormData): FieldErrors => {
    const parsed = schema.safeParse(formToPayload(form));
    if (parsed.success) return {};
    const errors = fieldErrors(parsed.error);
    const found = words ? pageFieldErrors(errors, words.language, words.t, words.names) : errors;
    toast.error(words ? words.t("apply.invalid.title") : "Form Validation Error", {
      description: errorLines(found).join("\n"),
    });
    return found;
  };
}

/**
 * The application form, posted to the signup page's action (through a fetcher when JavaScript runs). A second press
 * while one is pending is ignored; after success the form gives way to what happens next (with the focus, so a
 * keyboard or screen reader user is told), as one pending application is all an applicant may have.
 */
export function ApplicationFormView({
  defaults,
  actionData,
  names,
}: {
  defaults: ProfileDefaults;
  actionData: ProfileFormAnswer | undefined;
  /** The listed values' names in the page's language (ProfileFields). */
  names?: ValueNames;
}) {
  const t = useT();
  const language = useLanguage();
  const [submitted, setSubmitted] = useState(actionData?.status === 201);
  const { fetcher, errors, pending, onSubmit } = useFormPost<ProfileFormAnswer>({
    check: checkProfileForm(ApplicationForm, { language, t, names }),
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.status === 201) {
        toast.success(t("apply.submitted.title"), { description: t("apply.submitted.text") });
        setSubmitted(true);
      } else {
        toast.error(t("apply.failed.title"), {
          description: answer.status === 409 ? answer.message : t("apply.failed.text"),
        });
      }
    },
  });

  if (submitted) return <Submitted />;
  return (
    <>
      {/* the answer to a post sent without scripts (a scripted one is the form's to tell): it takes the focus as the
          page loads (autofocus), so it is seen and read even below the plan's details, not the page's start */}
      {actionData && actionData.status !== 201 && (
        <div role="alert" tabIndex={-1} autoFocus className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p>{actionData.status === 400 ? t("apply.invalid.banner") : actionData.message}</p>
          {actionData.status === 400 && actionData.errors && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {errorLines(actionData.errors).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        defaultShouldRevalidate={false}
        className="space-y-6"
      >
        <ProfileFields
          defaults={actionData?.values ?? defaults}
          errors={errors}
          photo={
            <PhotoUpload defaultUrl={sentPhoto(actionData, 201)} sentWithForm refusal={errors?.profileImageUrl?.[0]} />
          }
          names={names}
        />
        <p className="text-sm text-slate-700">
          <T
            id="apply.consent"
            components={{
              terms: (
                <Link
                  to={localPath(language, "/terms-and-conditions")}
                  className="font-medium text-brand-800 underline"
                />
              ),
              privacy: (
                <Link to={localPath(language, "/privacy-policy")} className="font-medium text-brand-800 underline" />
              ),
            }}
          />
        </p>
        <Button type="submit" size="lg" busy={pending} className="w-full aria-disabled:opacity-60 sm:w-auto">
          {pending ? t("apply.submitting") : t("apply.submit")}
        </Button>
      </fetcher.Form>
    </>
  );
}

/** What an application sent leads to, in the form's place: it takes the focus (autofocus as the page loads). */
function Submitted() {
  const t = useT();
  const language = useLanguage();
  const panel = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      autoFocus
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <p className="font-semibold">{t("apply.submitted.title")}</p>
      <p className="mt-1 text-sm">
        {t("apply.submitted.text")}{" "}
        <Link to={localPath(language, "/therapist/dashboard")} className="font-medium underline">
          {t("apply.toDashboard")}
        </Link>
      </p>
    </div>
  );
}

/**
 * A photo sent with a profile form the server refused (stored already, its address among the values the answer
 * echoes): the form shows it again. `saved`: the answer's status when the form was saved instead.
 */
export function sentPhoto(answer: ProfileFormAnswer | undefined, saved: number): string | null {
  const sent = answer && answer.status !== saved ? answer.values?.profileImageUrl : undefined;
  return typeof sent === "string" && sent ? sent : null;
}
