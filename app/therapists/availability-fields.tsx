import { describedBy, Field, inputClass } from "#app/components/form-field.tsx";
import {
  ACCEPTING_CLIENTS,
  ACCEPTING_CLIENTS_LABELS,
  WAITLIST_WAIT_LABELS,
  WAITLIST_WAITS,
} from "#app/reference/profile-options.ts";

// The availability's two controls, alike on every form that sets it (the application, the profile editors, the
// dashboard and the emailed "Update" link): the state, and the approximate wait a waitlist must name.

type Props = {
  acceptingClients: string;
  acceptingWait: string | null;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  /** Prefix of the controls' ids, so that two forms on one page do not share them. */
  idPrefix?: string;
};

export function AvailabilityFields({ acceptingClients, acceptingWait, errors, idPrefix = "field" }: Props) {
  const control = (name: string, hint: boolean) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.[0];
    return {
      field: { id, error, hint: hint ? "Needed when you keep a waitlist" : undefined },
      control: { id, name, className: inputClass, ...describedBy(id, { error, hint }) },
    };
  };
  const state = control("acceptingClients", false);
  const wait = control("acceptingWait", true);
  return (
    <>
      <Field {...state.field} label="Accepting New Clients">
        <select {...state.control} defaultValue={acceptingClients}>
          {ACCEPTING_CLIENTS.map((value) => (
            <option key={value} value={value}>
              {ACCEPTING_CLIENTS_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field {...wait.field} label="Approximate Wait">
        <select {...wait.control} defaultValue={acceptingWait ?? ""}>
          <option value="">No waitlist</option>
          {WAITLIST_WAITS.map((value) => (
            <option key={value} value={value}>
              About {WAITLIST_WAIT_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
