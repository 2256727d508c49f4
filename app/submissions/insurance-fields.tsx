import { FieldError } from "#app/components/form-field.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { DIRECT_BILLING_INSURERS, INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { CheckboxList } from "./checkbox-list.tsx";
import { fieldId } from "./profile-defaults.ts";

import type { ValueNames } from "#app/i18n/value-names.ts";
import { useT } from "#app/i18n/i18n.tsx";
// The insurers a therapist accepts and those they bill directly. With JavaScript, each named insurer ticked gets
// its own "Bills directly" box; without it (and until scripts run), the direct billing choices are a second list,
// and the server checks that each is an insurer ticked above. Both post `directBilling` once per insurer.

const GROUP_ID = fieldId("directBilling");
const HINT_ID = `${GROUP_ID}-hint`;

type Props = {
  insurers: readonly string[];
  directBilling: readonly string[];
  errors: FieldErrors;
  /** What saving the list means for its confirmation (the application, the owner's or an admin's edit). */
  hint: string;
  /** The insurance choices' names in the page's language, where not their own. */
  names?: ValueNames;
};

export function InsuranceFields({ insurers, directBilling, errors, hint, names }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const nameOf = (insurer: string) => names?.[insurer] ?? insurer;
  const error = errors.directBilling?.[0];
  const describedBy = [error ? `${GROUP_ID}-error` : "", HINT_ID].join(" ").trim();
  const billsDirectly = (insurer: string, checked: boolean) =>
    checked && DIRECT_BILLING_INSURERS.includes(insurer) ? (
      <label className="ml-7 flex items-center gap-2 pb-1 text-sm text-slate-700">
        <input
          type="checkbox"
          name="directBilling"
          value={insurer}
          defaultChecked={directBilling.includes(insurer)}
          aria-label={t("pf.billsDirectly.label", { insurer: nameOf(insurer) })}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="size-4"
        />
        {t("pf.billsDirectly")}
      </label>
    ) : null;
  return (
    <>
      <input type="hidden" name="directBillingPresent" value="1" />
      <CheckboxList
        id={fieldId("insuranceProviders")}
        name="insuranceProviders"
        legend={t("pf.insurance")}
        options={INSURANCE_PROVIDERS}
        labels={names}
        defaultValue={insurers}
        errors={errors}
        extra={hydrated ? billsDirectly : undefined}
        describedBy={hydrated ? HINT_ID : undefined}
      />
      {hydrated ? (
        <div className="-mt-2 sm:col-span-2">
          <p id={HINT_ID} className="text-xs text-slate-600">
            {t("pf.billsDirectly.hint", { hint })}
          </p>
          <FieldError id={GROUP_ID} error={error} />
        </div>
      ) : (
        <fieldset className="sm:col-span-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t("pf.directBilling")}</legend>
          <p id={HINT_ID} className="mt-1 text-xs text-slate-600">
            {t("pf.directBilling.hint", { hint })}
          </p>
          <div className="mt-2 grid gap-1 rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            {DIRECT_BILLING_INSURERS.map((insurer) => (
              <label key={insurer} className="flex items-start gap-2 px-1 py-0.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="directBilling"
                  value={insurer}
                  defaultChecked={directBilling.includes(insurer)}
                  className="mt-0.5 size-4"
                />
                {nameOf(insurer)}
              </label>
            ))}
          </div>
          <FieldError id={GROUP_ID} error={error} />
        </fieldset>
      )}
    </>
  );
}
