import { describedBy, inputClass } from "#app/components/form-field.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";

// What a profile form starts from (the saved profile, or the values of a refused post), read field by field, and
// the ids and aria attributes its controls share.

export type ProfileDefaults = Partial<Record<string, unknown>>;

export const str = (defaults: ProfileDefaults, key: string, fallback = "") => {
  const value = defaults[key];
  return value === null || value === undefined ? fallback : String(value);
};
export const list = (defaults: ProfileDefaults, key: string): string[] =>
  Array.isArray(defaults[key]) ? (defaults[key] as string[]) : [];
export const bool = (defaults: ProfileDefaults, key: string, fallback: boolean) =>
  typeof defaults[key] === "boolean" ? (defaults[key] as boolean) : fallback;

/** A profile field's control id (the application, the profile editors). */
export const fieldId = (name: string) => `field-${name}`;

/** The Field around a control named `name`, and the control's id and aria attributes. */
export function fieldParts(
  errors: FieldErrors,
  name: string,
  label: string,
  given: { required?: boolean; hint?: string; extra?: string } = {},
) {
  const error = errors[name]?.[0];
  return {
    field: { id: fieldId(name), label, required: given.required, hint: given.hint, error },
    control: {
      id: fieldId(name),
      name,
      className: inputClass,
      ...describedBy(fieldId(name), { error, hint: Boolean(given.hint), extra: given.extra }),
    },
  };
}
