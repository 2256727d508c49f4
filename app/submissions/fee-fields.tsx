import { useState } from "react";
import { describedBy, Field, FieldError } from "#app/components/form-field.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import {
  CONSULTATION_LENGTHS,
  DEFAULT_SESSION_MINUTES,
  RECEIPT_DESIGNATIONS,
  SESSION_LENGTHS,
} from "#app/reference/profile-options.ts";
import { useT } from "#app/i18n/i18n.tsx";
import { DESIGNATION_KEYS } from "#app/reference/designation-keys.ts";
import { bool, fieldId, fieldParts, str, type ProfileDefaults } from "./profile-defaults.ts";

// The fees of the profile forms (the application, the profile editors): the individual session's fee and length,
// a couples or family fee, the sliding scale, a free consultation and the designation receipts name. Plain
// controls that post without JavaScript; with it, the sliding scale's floor and spots are off while it is unticked.

const checkboxRow = "mt-2 flex items-start gap-2 text-sm text-slate-800";

/** hints: a note under a field by name (the designation's change that awaits review). */
export function FeeFields({
  defaults,
  errors,
  hints = {},
}: {
  defaults: ProfileDefaults;
  errors: FieldErrors;
  hints?: Partial<Record<string, string>>;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [slidingScale, setSlidingScale] = useState(bool(defaults, "slidingScale", false));
  const money = (name: string, label: string, hint?: string, disabled = false) => {
    const parts = fieldParts(errors, name, label, { hint });
    return (
      <Field {...parts.field}>
        <input
          {...parts.control}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          defaultValue={str(defaults, name)}
          disabled={disabled}
        />
      </Field>
    );
  };
  const select = (name: string, label: string, options: { value: string; label: string }[], fallback = "") => {
    const parts = fieldParts(errors, name, label, { hint: hints[name] });
    return (
      <Field {...parts.field}>
        <select {...parts.control} defaultValue={str(defaults, name, fallback)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const scaleOff = hydrated && !slidingScale;
  const openError = errors.slidingScaleOpen?.[0];
  const openId = fieldId("slidingScaleOpen");
  return (
    <>
      {money("rate", t("pf.rate"))}
      {select(
        "sessionMinutes",
        t("pf.sessionMinutes"),
        SESSION_LENGTHS.map((minutes) => ({ value: String(minutes), label: t("pf.minutes", { minutes }) })),
        String(DEFAULT_SESSION_MINUTES),
      )}
      {money("couplesFee", t("pf.couplesFee"), t("pf.couplesFee.hint"))}
      {select("freeConsultationMinutes", t("pf.consultation"), [
        { value: "", label: t("pf.consultation.none") },
        ...CONSULTATION_LENGTHS.map((minutes) => ({
          value: String(minutes),
          label: t("pf.consultation.minutes", { minutes }),
        })),
      ])}
      <fieldset className="rounded-md border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("pf.scale")}</legend>
        <input type="hidden" name="slidingScalePresent" value="1" />
        <label className={checkboxRow}>
          <input
            type="checkbox"
            name="slidingScale"
            defaultChecked={bool(defaults, "slidingScale", false)}
            onChange={(event) => setSlidingScale(event.target.checked)}
            className="mt-0.5 size-4"
          />
          {t("pf.scale.offer")}
        </label>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {money("slidingScaleMin", t("pf.scaleMin"), t("pf.scaleMin.hint"), scaleOff)}
        </div>
        <input type="hidden" name="slidingScaleOpenPresent" value="1" />
        <label className={checkboxRow}>
          <input
            id={openId}
            type="checkbox"
            name="slidingScaleOpen"
            defaultChecked={bool(defaults, "slidingScaleOpen", false)}
            disabled={scaleOff}
            className="mt-0.5 size-4"
            {...describedBy(openId, { error: openError, hint: true })}
          />
          {t("pf.scaleOpen")}
        </label>
        <p id={`${openId}-hint`} className="mt-1 text-xs text-slate-600">
          {t("pf.scaleOpen.hint")}
        </p>
        <FieldError id={openId} error={openError} />
      </fieldset>
      {select("receiptDesignation", t("pf.designation"), [
        { value: "", label: t("pf.designation.none") },
        ...RECEIPT_DESIGNATIONS.map((code) => ({
          value: code,
          label: `${code}: ${t(`pf.designation.${DESIGNATION_KEYS[code]}`)}`,
        })),
      ])}
    </>
  );
}
