import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "#app/components/toasts.tsx";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { ApplicationForm, formToPayload } from "./application-schema.ts";
import { PhotoUpload } from "#app/uploads/photo-upload.tsx";
import { ProfileFields, type ProfileDefaults } from "./profile-fields.tsx";

export type ApplicationActionData = { status: number; message: string; errors?: FieldErrors; values?: ProfileDefaults };

const FAILED = "There was an error submitting your application. Please try again.";

/** The toast's list of field errors: one line per field. */
export function errorSummary(errors: FieldErrors): string {
  return Object.values(errors)
    .map((messages) => messages[0])
    .filter(Boolean)
    .join("\n");
}

/**
 * The application form. With JavaScript it validates with the shared schema, then sends JSON to
 * POST /api/therapist-submissions; without it, the browser posts the form to the page action. A second press
 * while one is pending is ignored; after success the form resets.
 */
export function ApplicationFormView({ defaults, actionData }: { defaults: ProfileDefaults; actionData: ApplicationActionData | undefined }) {
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [pending, setPending] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [submitted, setSubmitted] = useState(actionData?.status === 201);
  const busy = useRef(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const payload = formToPayload(new FormData(event.currentTarget));
    const parsed = ApplicationForm.safeParse(payload);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      toast.error("Form Validation Error", { description: errorSummary(found) });
      return;
    }
    setErrors({});
    busy.current = true;
    setPending(true);
    try {
      const response = await fetch("/api/therapist-submissions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
      if (response.ok) {
        toast.success("Application Submitted Successfully!", {
          description: "We'll review your application within 2-3 business days and contact you via email.",
        });
        setGeneration((n) => n + 1);
        setSubmitted(true);
      } else {
        setErrors(answer.errors ?? {});
        toast.error("Submission Failed", { description: response.status === 409 && answer.message ? answer.message : FAILED });
      }
    } catch {
      toast.error("Submission Failed", { description: FAILED });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      {submitted && (
        <div role="status" className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">Application Submitted Successfully!</p>
          <p className="mt-1 text-sm">
            We'll review your application within 2-3 business days and contact you via email.{" "}
            <Link to="/therapist/dashboard" className="font-medium underline">Go to your dashboard</Link>
          </p>
        </div>
      )}
      {actionData && actionData.status !== 201 && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {actionData.status === 400 ? "Form Validation Error: please check the highlighted fields." : actionData.message}
        </p>
      )}
      <Form key={generation} method="post" noValidate onSubmit={submit} reloadDocument className="space-y-6">
        <ProfileFields
          defaults={actionData?.status === 201 ? { email: defaults.email } : (actionData?.values ?? defaults)}
          errors={errors}
          photo={<PhotoUpload defaultUrl={null} />}
        />
        <p className="text-sm text-slate-700">
          By submitting this application, you agree to our{" "}
          <Link to="/terms-and-conditions" className="font-medium text-brand-800 underline">Terms and Conditions</Link> and{" "}
          <Link to="/privacy-policy" className="font-medium text-brand-800 underline">Privacy Policy</Link>, and confirm that
          the information you provided is accurate and that you hold a valid license to practice.
        </p>
        <button
          type="submit"
          aria-disabled={pending}
          className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60 sm:w-auto"
        >
          {pending ? "Submitting..." : "Submit Application"}
        </button>
      </Form>
    </>
  );
}
