import { useEffect } from "react";
import { describedBy, Field, inputClass } from "#app/components/form-field.tsx";
import { useT } from "#app/i18n/i18n.tsx";
import { ACCEPTING_CLIENTS, WAITLIST_WAITS } from "#app/reference/profile-options.ts";

// The availability's two controls, alike on every form that sets it (the application, the profile editors, the
// dashboard and the emailed "Update" link): the state, and the approximate wait a waitlist must name.

type Props = {
  acceptingClients: string;
  acceptingWait: string | null;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  /** Prefix of the controls' ids, so that two forms on one page do not share them. */
  idPrefix?: string;
  /** The two controls are the whole form: a refusal focuses the control it names (as the page loads without
   *  scripts, or when the refusal comes back with them); a longer form focuses its own first refused field. */
  focusRefused?: boolean;
};

export function AvailabilityFields({
  acceptingClients,
  acceptingWait,
  errors,
  idPrefix = "field",
  focusRefused = false,
}: Props) {
  const t = useT();
  const refused = focusRefused ? ["acceptingClients", "acceptingWait"].find((name) => errors[name]?.[0]) : undefined;
  useEffect(() => {
    if (refused) document.getElementById(`${idPrefix}-${refused}`)?.focus();
  }, [errors, refused, idPrefix]);
  const control = (name: string, hint: boolean) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.[0];
    return {
      field: { id, error, hint: hint ? t("pf.wait.hint") : undefined },
      control: { id, name, className: inputClass, autoFocus: name === refused, ...describedBy(id, { error, hint }) },
    };
  };
  const state = control("acceptingClients", false);
  const wait = control("acceptingWait", true);
  return (
    <>
      <Field {...state.field} label={t("pf.accepting")}>
        <select {...state.control} defaultValue={acceptingClients}>
          {ACCEPTING_CLIENTS.map((value) => (
            <option key={value} value={value}>
              {t(`pf.accepting.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field {...wait.field} label={t("pf.wait")}>
        <select {...wait.control} defaultValue={acceptingWait ?? ""}>
          <option value="">{t("pf.wait.none")}</option>
          {WAITLIST_WAITS.map((value) => (
            <option key={value} value={value}>
              {t(`pf.wait.${value}`)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
