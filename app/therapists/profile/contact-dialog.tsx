import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { ContactAnswer } from "#app/inquiries/contact-form.ts";
import { buttonClass } from "#app/components/button.tsx";
import { isPlainClick } from "#app/components/plain-click.ts";
import { useT } from "#app/i18n/i18n.tsx";
import { contactSearch } from "./contact-url.ts";

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
  actionData: ContactAnswer | undefined;
};

/**
 * The profile's contact button and dialog. The button is a link to ?contact=open, where the server renders the
 * dialog open: before JavaScript loads it works as a plain form, posted to the page's action. The form and what
 * sends it are in the lazily loaded panel, which gives focus back to the button when it closes.
 */
export function ContactDialog({ therapist, formToken, initiallyOpen, actionData }: Props) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const opener = useRef<HTMLAnchorElement>(null);
  const { search } = useLocation();
  const name = `${therapist.firstName} ${therapist.lastName}`;

  const openDialog = (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
    void fetch("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "contact_started",
        therapistId: therapist.id,
        data: { method: "form", therapistName: name },
      }),
    }).catch(() => undefined);
  };

  return (
    <>
      <Link
        ref={opener}
        to={{ search: contactSearch(search, true), hash: "contact" }}
        preventScrollReset
        onClick={openDialog}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={buttonClass("primary", "md", "flex w-full px-4")}
      >
        {t("inquiry.button")}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <ContactPanel
            name={name}
            firstName={therapist.firstName}
            formToken={formToken}
            actionData={actionData}
            opener={opener}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
