import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "#app/components/toasts.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { contactFormErrors } from "#app/inquiries/contact-form.ts";
import { ContactFields } from "./contact-fields.tsx";

export type ContactActionData = { message: string; errors?: FieldErrors; firstName?: string };

type Props = {
  therapist: { id: string; firstName: string; lastName: string };
  formToken: string;
  /** Open on first render (?contact=open: how the button works before JavaScript loads). */
  initiallyOpen: boolean;
  /** The page action's answer when the form was posted without JavaScript. */
  actionData: (ContactActionData & { status: number }) | undefined;
};

/**
 * The contact dialog (SPEC §2): Radix Dialog for focus trapping, Escape and screen readers; rendered in place
 * (no portal) so that it is in the server's HTML too and works as a plain form before JavaScript loads.
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

  const sentWithoutScript = actionData?.status === 200 && !actionData.errors;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Link
        to="?contact=open#contact"
        preventScrollReset
        onClick={openDialog}
        className="flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Contact Therapist
      </Link>
      {open && (
        <>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            id="contact"
            className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="text-xl font-semibold text-slate-900">Contact {name}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-700">
              Send a message to schedule an appointment or ask questions.
            </Dialog.Description>
            {sentWithoutScript ? (
              <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">
                Message sent! Your message has been sent to {actionData.firstName}. They will get back to you soon.
              </p>
            ) : (
              <Form method="post" noValidate onSubmit={submit} reloadDocument className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="contact" />
                <input type="hidden" name="formToken" value={formToken} />
                {actionData && !sentWithoutScript && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">{actionData.message}</p>
                )}
                <ContactFields errors={errors} />
                <div className="flex justify-end gap-3 pt-2">
                  <Dialog.Close asChild>
                    <Link to="?" preventScrollReset replace className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" onClick={(e) => e.preventDefault()}>
                      Cancel
                    </Link>
                  </Dialog.Close>
                  <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
                    {pending ? "Sending..." : "Send Message"}
                  </button>
                </div>
              </Form>
            )}
            <Dialog.Close asChild>
              <Link to="?" preventScrollReset replace aria-label="Close" onClick={(e) => e.preventDefault()} className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900">
                <X aria-hidden className="size-5" />
              </Link>
            </Dialog.Close>
          </Dialog.Content>
        </>
      )}
    </Dialog.Root>
  );
}
