import { useState } from "react";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { CITIES } from "#app/reference/cities.ts";
import { YEARS_EXPERIENCE } from "#app/reference/profile-options.ts";
import { AvailabilityFields } from "#app/therapists/availability-fields.tsx";
import { OFFERED_PROVINCES } from "#app/reference/provinces.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import { BIO_MIN, MESSAGES } from "./application-schema.ts";
import { CheckboxList } from "./checkbox-list.tsx";
import { FeeFields } from "./fee-fields.tsx";
import { InsuranceFields } from "./insurance-fields.tsx";
import { LanguageFields } from "./language-fields.tsx";
import { Field, Section } from "#app/components/form-field.tsx";
import { bool, fieldId, fieldParts, list, str, type ProfileDefaults } from "./profile-defaults.ts";

export type { ProfileDefaults };

// The profile fields in the application's seven sections. The edit page reuses the same fields.
// Uncontrolled inputs with default values: a plain form post works before (or without) JavaScript.

/** The session checkboxes; `fallback` is the box's state when the profile does not say. */
const SESSION_OPTIONS = [
  { name: "inPersonSessions", label: "In-Person Sessions", fallback: true },
  { name: "virtualSessions", label: "Virtual Sessions", fallback: false },
];

/** What the application says of direct billing: its list counts from the approval. */
const DIRECT_BILLING_HINT = "Your profile shows it once your application is approved.";

/** hints: a note under a field by name (e.g. a change that awaits review; directBilling: what saving it means). */
type Props = {
  defaults: ProfileDefaults;
  errors: FieldErrors;
  photo: React.ReactNode;
  hints?: Partial<Record<string, string>>;
};

export function ProfileFields({ defaults, errors, photo, hints = {} }: Props) {
  const [bioLength, setBioLength] = useState(str(defaults, "bio").length);
  const field = (name: string, label: string, given: { required?: boolean; hint?: string; extra?: string } = {}) =>
    fieldParts(errors, name, label, given);
  const text = (
    name: string,
    label: string,
    given: { required?: boolean; type?: string; autoComplete?: string; hint?: string; list?: string } = {},
  ) => {
    const options = { ...given, hint: hints[name] ?? given.hint };
    const parts = field(name, label, options);
    return (
      <Field {...parts.field}>
        <input
          {...parts.control}
          type={options.type ?? "text"}
          defaultValue={str(defaults, name)}
          required={options.required}
          autoComplete={options.autoComplete}
          list={options.list}
        />
      </Field>
    );
  };
  /** A required checkbox list: its inline message stands in for the schema's 'select at least one'. */
  const requiredList = (
    name: "specialties" | "therapyTypes",
    legend: string,
    options: readonly string[],
    inlineMessage: string,
  ) => (
    <CheckboxList
      id={fieldId(name)}
      name={name}
      legend={legend}
      required
      options={options}
      defaultValue={list(defaults, name)}
      errors={errors}
      inlineMessage={errors[name]?.[0] === MESSAGES[name] ? inlineMessage : undefined}
    />
  );
  const years = field("yearsExperience", "Years of Experience", { required: true });
  const province = field("province", "Province", { required: true, hint: hints.province });
  const bio = field("bio", "Bio", { required: true, extra: "bio-counter" });
  return (
    <div className="space-y-6">
      <Section columns={2} title="Personal Information">
        {text("firstName", "First Name", { required: true, autoComplete: "given-name" })}
        {text("lastName", "Last Name", { required: true, autoComplete: "family-name" })}
        {text("email", "Email", { required: true, type: "email", autoComplete: "email" })}
        {text("phone", "Phone", { required: true, type: "tel", autoComplete: "tel" })}
      </Section>
      <Section columns={2} title="Professional Credentials">
        {text("credentials", "Professional Title", {
          required: true,
          hint: "For example: MSW, RSW or M.A., RP (CRPO)",
        })}
        {text("licenseNumber", "License Number", { required: true })}
        <Field {...years.field}>
          <select {...years.control} required defaultValue={str(defaults, "yearsExperience")}>
            <option value="">Select...</option>
            {YEARS_EXPERIENCE.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </select>
        </Field>
      </Section>
      <Section columns={2} title="Practice Details">
        {requiredList("specialties", "Specialties", SPECIALTIES, MESSAGES.specialtiesInline)}
        {requiredList("therapyTypes", "Therapy Approaches", THERAPY_TYPES, MESSAGES.therapyTypesInline)}
        <InsuranceFields
          insurers={list(defaults, "insuranceProviders")}
          directBilling={list(defaults, "directBilling")}
          errors={errors}
          hint={hints.directBilling ?? DIRECT_BILLING_HINT}
        />
      </Section>
      <Section columns={2} title="Practice Location">
        <div className="sm:col-span-2">{text("address", "Office Address", { autoComplete: "street-address" })}</div>
        {text("city", "City", { required: true, autoComplete: "address-level2", list: "city-options" })}
        <datalist id="city-options">
          {CITIES.map((city) => (
            <option key={`${city.name}-${city.province}`} value={city.name} />
          ))}
        </datalist>
        <Field {...province.field}>
          <select {...province.control} required defaultValue={str(defaults, "province", "ON")}>
            {OFFERED_PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </Section>
      <Section columns={2} title="Professional Bio">
        <div className="sm:col-span-2">
          <Field {...bio.field}>
            <textarea
              {...bio.control}
              rows={7}
              required
              minLength={BIO_MIN}
              defaultValue={str(defaults, "bio")}
              onInput={(event) => setBioLength(event.currentTarget.value.length)}
            />
          </Field>
          <p
            id="bio-counter"
            className={`mt-1 text-right text-xs ${bioLength < BIO_MIN ? "text-slate-600" : "text-emerald-800"}`}
          >
            {bioLength}/{BIO_MIN}
          </p>
        </div>
      </Section>
      <Section columns={2} title="Availability & Rates">
        <FeeFields defaults={defaults} errors={errors} />
        <AvailabilityFields
          acceptingClients={str(defaults, "acceptingClients", "yes")}
          acceptingWait={str(defaults, "acceptingWait") || null}
          errors={errors}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Session Options</legend>
          <input type="hidden" name="inPersonSessionsPresent" value="1" />
          <input type="hidden" name="virtualSessionsPresent" value="1" />
          {SESSION_OPTIONS.map(({ name, label, fallback }) => (
            <label key={name} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={name} defaultChecked={bool(defaults, name, fallback)} className="size-4" />
              {label}
            </label>
          ))}
        </fieldset>
        <LanguageFields defaults={defaults} errors={errors} />
      </Section>
      <Section columns={2} title="Profile Photo">
        <div className="sm:col-span-2">{photo}</div>
      </Section>
    </div>
  );
}
