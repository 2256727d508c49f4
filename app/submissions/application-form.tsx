import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { ApplicationForm, formToPayload } from "./application-schema.ts";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { ProfileFields, type ProfileDefaults } from "./profile-fields.tsx";
import { Button } from "#app/components/button.tsx";

/** A profile form's answer from its page action (the application, the profile editor): values echo a failed post. */
export type ProfileFormAnswer = { status: number; message: string; errors?: FieldErrors; values?: ProfileDefaults };

const FAILED = "There was an error submitting your application. Please try again.";

/** The toast's list of field errors: one line per field. */
function errorSummary(errors: FieldErrors): string {
  return Object.values(errors)
    .map((messages) => messages[0])
    .filter(Boolean)
    .join("\n");
}

/** The browser's check of a profile form with the shared schema; what it refuses is listed in a toast. */
export function checkProfileForm(schema: z.ZodType) {
  return (form: FormData): FieldErrors => {
    const parsed = schema.safeParse(formToPayload(form));
    if (parsed.success) return {};
    const found = fieldErrors(parsed.error);
    toast.error("Form Validation Error", { description: errorSummary(found) });
    return found;
  };
}

/**
 * The application form, posted to the signup page's action (through a fetcher when JavaScript runs). A second press
 * while one is pending is ignored; after success the form resets.
 */
export function ApplicationFormView({
  defaults,
  actionData,
}: {
  defaults: ProfileDefaults;
  actionData: ProfileFormAnswer | undefined;
}) {
  const [generation, setGeneration] = useState(0);
  const [submitted, setSubmitted] = useState(actionData?.status === 201);
  const { fetcher, errors, pending, onSubmit } = useFormPost<ProfileFormAnswer>({
    check: checkProfileForm(ApplicationForm),
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.status === 201) {
        toast.success("Application Submitted Successfully!", {
          description: "We'll review your application within 2-3 business days and contact you via email.",
        });
        setGeneration((n) => n + 1);
        setSubmitted(true);
      } else {
        toast.error("Submission Failed", { description: answer.status === 409 ? answer.message : FAILED });
      }
    },
  });

  return (
    <>
      {submitted && (
        <div role="status" className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">Application Submitted Successfully!</p>
          <p className="mt-1 text-sm">
            We'll review your application within 2-3 business days and contact you via email.{" "}
            <Link to="/therapist/dashboard" className="font-medium underline">
              Go to your dashboard
            </Link>
          </p>
        </div>
      )}
      {actionData && actionData.status !== 201 && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {actionData.status === 400
            ? "Form Validation Error: please check the highlighted fields."
            : actionData.message}
        </p>
      )}
      <fetcher.Form
        key={generation}
        method="post"
        noValidate
        onSubmit={onSubmit}
        defaultShouldRevalidate={false}
        className="space-y-6"
      >
        <ProfileFields
          defaults={actionData?.status === 201 ? { email: defaults.email } : (actionData?.values ?? defaults)}
          errors={errors}
          photo={<PhotoUpload defaultUrl={null} />}
        />
        <p className="text-sm text-slate-700">
          By submitting this application, you agree to our{" "}
          <Link to="/terms-and-conditions" className="font-medium text-brand-800 underline">
            Terms and Conditions
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
            Privacy Policy
          </Link>
          , and confirm that the information you provided is accurate and that you hold a valid license to practice.
        </p>
        <Button type="submit" size="lg" aria-disabled={pending} className="w-full aria-disabled:opacity-60 sm:w-auto">
          {pending ? "Submitting..." : "Submit Application"}
        </Button>
      </fetcher.Form>
    </>
  );
}
