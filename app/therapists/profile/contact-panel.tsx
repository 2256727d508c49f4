import { Dialog } from "radix-ui";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useT } from "#app/i18n/i18n.tsx";
import type { ContactAnswer, checkContactForm } from "#app/inquiries/contact-form.ts";
import { ContactFields } from "./contact-fields.tsx";
import { contactSearch } from "./contact-url.ts";

type Props = {
  name: string;
  firstName: string;
  formToken: string;
  actionData: ContactAnswer | undefined;
  /** The control that opens the dialog: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/**
 * The form's check is the server's own schema, loaded once the dialog is open rather than with it: zod weighs more
 * than the dialog, and arrives while the visitor types. A form sent before it has arrived waits for it; if it
 * cannot load (null), the server checks the form alone, with the same messages.
 */
const loadCheck = () =>
  import("#app/inquiries/contact-form.ts").then(
    (module) => module.checkContactForm,
    () => null,
  );

function useContactCheck() {
  const [check, setCheck] = useState<typeof checkContactForm | null | undefined>(undefined);
  useEffect(() => {
    let mounted = true;
    void loadCheck().then((loaded) => mounted && setCheck(() => loaded));
    return () => void (mounted = false);
  }, []);
  return check;
}

/**
 * The open contact dialog: the form, or the message that it was sent (posted without JavaScript). With JavaScript
 * the form is checked here first, then posted to the page's action by a fetcher that reloads nothing; a sent
 * message closes the dialog with a toast. Radix Dialog traps focus and handles Escape and screen readers; it is
 * rendered in place (no portal), so that it is in the server's HTML too, named by its title there as well (Radix
 * ties the two only once scripts run). Cancel and × are links to the profile without the dialog until the scripts run
 * (the browser follows them), then buttons that close the dialog as Escape does (CloseControl).
 */
export function ContactPanel({ name, firstName, formToken, actionData, opener, onClose }: Props) {
  const t = useT();
  const check = useContactCheck();
  const leaveAddress = useLeaveAddress();
  const { fetcher, errors, pending, onSubmit } = useFormPost<ContactAnswer>({
    check: check
      ? (form) => {
          const checked = check(Object.fromEntries(form));
          return checked.ok ? {} : checked.errors;
        }
      : undefined,
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.status !== 200)
        return toast.error(t("inquiry.toast.error"), { description: answer.message || t("inquiry.toast.failed") });
      toast.success(t("inquiry.toast.sent"), {
        description: t("inquiry.toast.sentText", { name: answer.firstName ?? firstName }),
      });
      leaveAddress();
      onClose();
    },
  });
  // A form sent while the check loads is sent again once it is there.
  const waiting = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (check === undefined || !waiting.current) return;
    const form = waiting.current;
    waiting.current = null;
    form.requestSubmit();
  }, [check]);
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    if (check !== undefined) return onSubmit(event);
    event.preventDefault();
    waiting.current = event.currentTarget;
  };
  // Escape or a press outside closes the dialog without Cancel's link: the address leaves the dialog too (as after a
  // message sent), so that neither the language link nor a reload opens it again. While a message is on its way the
  // dialog stays open.
  const dismiss = (event: Event) => (pending ? event.preventDefault() : leaveAddress());
  const sentWithoutScript = actionData?.status === 200 && !actionData.errors;
  // The dialog open in the server's HTML takes the focus as the page loads (autofocus), as the Contact Therapist
  // link's #contact gives it. That focus is the visitor's first intent, so a page that hydrates on intent
  // (hydrate-on-intent.ts) hydrates at once and the first Escape closes the dialog, rather than being spent on waking
  // the page. The dialog the scripts open leaves the focus to Radix (its first field).
  const fromServer = !useHydrated();
  return (
    <Dialog.Root open onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        id="contact"
        aria-labelledby="contact-title"
        autoFocus={fromServer}
        onEscapeKeyDown={dismiss}
        onInteractOutside={dismiss}
        onCloseAutoFocus={(event) => {
          // However the dialog closes (Escape, Cancel, ×, a message sent), focus goes back to the control that
          // opened it. Radix would give it to a Dialog.Trigger, and the opener is none: it is the page's link.
          event.preventDefault();
          opener.current?.focus();
        }}
        className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <Dialog.Title id="contact-title" className="pr-8 text-xl font-semibold text-slate-900">
          {t("inquiry.title", { name })}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-700">{t("inquiry.lead")}</Dialog.Description>
        {sentWithoutScript ? (
          <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">
            {t("inquiry.sent", { name: actionData.firstName ?? firstName })}
          </p>
        ) : (
          <fetcher.Form
            method="post"
            noValidate
            onSubmit={send}
            defaultShouldRevalidate={false}
            className="mt-4 space-y-4"
          >
            <input type="hidden" name="intent" value="contact" />
            <input type="hidden" name="formToken" value={formToken} />
            {actionData && !sentWithoutScript && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
                {actionData.message}
              </p>
            )}
            <ContactFields errors={errors} values={actionData?.values} />
            <div className="flex justify-end gap-3 pt-2">
              <CloseControl
                pending={pending}
                onLeave={leaveAddress}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {t("inquiry.cancel")}
              </CloseControl>
              <Button type="submit" size="sm" busy={pending} className="aria-disabled:opacity-60">
                {pending ? t("inquiry.sending") : t("inquiry.send")}
              </Button>
            </div>
          </fetcher.Form>
        )}
        <CloseControl
          pending={pending}
          onLeave={leaveAddress}
          label={t("inquiry.close")}
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900"
        >
          <Icon name="x" className="size-5" />
        </CloseControl>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Replaces the address of a page whose dialog was open from it (?contact=open) with the same one without it. */
function useLeaveAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (new URLSearchParams(search).has("contact"))
      void navigate({ search: contactSearch(search, false) }, { replace: true, preventScrollReset: true });
  };
}

type CloseProps = {
  pending: boolean;
  /** Takes the dialog out of the page's address (?contact=open), as Escape does. */
  onLeave: () => void;
  className: string;
  /** The accessible name of a control that shows no words (×). */
  label?: string;
  children: ReactNode;
};

/**
 * Cancel or ×. Before the scripts run, a link to this page without `contact` in its query (the tab stays), which the
 * browser follows; once they run, a button (it answers Space as well as Enter, and is named a button) that closes the
 * dialog and takes it out of the address. While a message is on its way it does nothing: the dialog stays open for
 * the answer.
 */
function CloseControl({ pending, onLeave, className, label, children }: CloseProps) {
  const { search } = useLocation();
  if (!useHydrated())
    return (
      <Link
        to={{ search: contactSearch(search, false) }}
        replace
        preventScrollReset
        aria-label={label}
        className={className}
      >
        {children}
      </Link>
    );
  return (
    <Dialog.Close
      aria-label={label}
      className={className}
      onClick={(event) => (pending ? event.preventDefault() : onLeave())}
    >
      {children}
    </Dialog.Close>
  );
}
