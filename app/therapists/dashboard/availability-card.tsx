import { Form } from "react-router";
import { busyButton, buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useT } from "#app/i18n/i18n.tsx";
import { AvailabilityFields } from "../availability-fields.tsx";

/** The availability as the dashboard shows it, worked out on the server at one moment. */
export type AvailabilitySummary = {
  acceptingClients: string;
  acceptingWait: string | null;
  /** "Waitlist · about 2-6 weeks". */
  state: string;
  /** "confirmed 3 days ago", "never confirmed". */
  age: string;
  /** Not confirmed recently: visitors see "Availability not confirmed recently". */
  stale: boolean;
  /** The insurers billed directly: "Still accurate" confirms this list too. */
  directBilling: string[];
};

/** The update form as posted when the dashboard's action refused it, with the refusal under its field. */
export type AvailabilityRefused = {
  values: { acceptingClients: string; acceptingWait: string };
  errors: Record<string, string[]>;
};

// The listing's availability with its age, "Still accurate" (confirms it as it stands, with the direct billing
// list) and a form to change it:
// both post to the dashboard's action, so they work without JavaScript. A refused update comes back with the form
// open, showing what was posted and the refusal under its field.
export function AvailabilityCard({
  view,
  busy,
  refused,
}: {
  view: AvailabilitySummary;
  busy: boolean;
  refused?: AvailabilityRefused;
}) {
  const t = useT();
  const billing =
    view.directBilling.length > 0 && t("dash.availability.billing", { list: view.directBilling.join(", ") });
  return (
    <section aria-labelledby="availability-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="availability-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="calendar-check" className="size-5 text-brand-700" />
        {t("dash.availability.heading")}
      </h2>
      <p className="mt-2 text-slate-900">
        <strong>{view.state}</strong> · {view.age}
      </p>
      {view.stale && <p className="mt-1 text-sm text-amber-800">{t("dash.availability.stale")}</p>}
      {billing && <p className="mt-1 text-sm text-slate-700">{billing}</p>}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="confirm-availability" />
        <button
          type="submit"
          {...busyButton(busy)}
          className={buttonClass("primary", "md", "aria-disabled:opacity-60")}
        >
          {t("dash.availability.still")}
        </button>
      </Form>
      <details open={refused ? true : undefined} className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("dash.availability.update")}</summary>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="update-availability" />
          <AvailabilityFields
            focusRefused
            idPrefix="dashboard"
            acceptingClients={refused?.values.acceptingClients ?? view.acceptingClients}
            acceptingWait={refused ? refused.values.acceptingWait || null : view.acceptingWait}
            errors={refused?.errors ?? {}}
          />
          <div className="sm:col-span-2">
            <button
              type="submit"
              {...busyButton(busy)}
              className={buttonClass("secondary", "md", "aria-disabled:opacity-60")}
            >
              {t("dash.availability.save")}
            </button>
          </div>
        </Form>
      </details>
    </section>
  );
}
