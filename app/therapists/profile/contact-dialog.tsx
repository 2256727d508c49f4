import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/components/toasts.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { contactFormErrors, type ContactActionData, type PostedContact } from "#app/inquiries/contact-form.ts";

// The open dialog (contact-panel.tsx, with Radix Dialog) loads when the button is pointed at, focused or used, or
// with the page when the dialog is open from the start: most visitors never open it.
const loadPanel = () => import("./contact-panel.tsx");
const ContactPanel = lazy(() => loadPanel().then((module) => ({ default: module.ContactPanel })));
const preloadPanel = () => void loadPanel();

type Props = {
  therapist: { id: string; firstName: string; lastName: string };
  formToken: string;
  /** Open on first render (?contact=open: how the button works before JavaScript loads). */
  initiallyOpen: boolean;
  actionData: PostedContact | undefined;
};

/**
 * The profile's contact button and dialog. The button is a link to ?contact=open, where the server renders the
 * dialog open: before JavaScript loads it works as a plain form, posted to the page's action.
 */
export function ContactDialog({ therapist, formToken, initiallyOpen, actionData }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [pending, setPending] = useState(false);
  const name = `${therapist.firstName} ${therapist.lastName}`;

  const openDialog = (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(true);
    void fetch("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "contact_started", therapistId: therapist.id, data: { method: "form", therapistName: name } }),
    }).catch(() => undefined);
  };

  // With JavaScript the form goes to the JSON API (POST /api/therapists/{id}/contact); without it, the browser
  // posts it to this page's action. Both run the same checks on the server.
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const found = contactFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const response = await fetch(`/api/therapists/${therapist.id}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<ContactActionData>;
      if (response.ok) {
        toast.success("Message sent!", {
          description: `Your message has been sent to ${answer.firstName ?? therapist.firstName}. They will get back to you soon.`,
        });
        form.reset();
        setOpen(false);
      } else {
        setErrors(answer.errors ?? {});
        toast.error("Error", { description: answer.message || "Failed to send message. Please try again." });
      }
    } catch {
      toast.error("Error", { description: "Failed to send message. Please try again." });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Link
        to="?contact=open#contact"
        preventScrollReset
        onClick={openDialog}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Contact Therapist
      </Link>
      {open && (
        <Suspense fallback={null}>
          <ContactPanel
            name={name}
            formToken={formToken}
            actionData={actionData}
            errors={errors}
            pending={pending}
            onSubmit={submit}
            onOpenChange={(next) => !pending && setOpen(next)}
          />
        </Suspense>
      )}
    </>
  );
}