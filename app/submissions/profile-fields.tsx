import { useRef, useState } from "react";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { CITIES } from "#app/reference/cities.ts";
import { YEARS_EXPERIENCE } from "#app/reference/profile-options.ts";
import { AvailabilityFields } from "#app/therapists/availability-fields.tsx";
import { OFFERED_PROVINCES, provinceName } from "#app/reference/provinces.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import { BIO_MAX, BIO_MIN, bioCount, MESSAGES } from "./application-schema.ts";
import { CheckboxList } from "./checkbox-list.tsx";
import { FeeFields } from "./fee-fields.tsx";
import { InsuranceFields } from "./insurance-fields.tsx";
import { LanguageFields } from "./language-fields.tsx";
import { AccessFields, AdminIdentityField, IdentityFields, PopulationFields } from "./fit-fields.tsx";
import { useEditedBeforeHydration } from "#app/components/edited-before-hydration.ts";
import { Field, Section } from "#app/components/form-field.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { bool, fieldId, fieldParts, list, str, type ProfileDefaults } from "./profile-defaults.ts";

export type { ProfileDefaults };

// The profile fields in the application's seven sections. The edit page reuses the same fields.
// Uncontrolled inputs with default values: a plain form post works before (or without) JavaScript.

/** The session checkboxes; `fallback` is the box's state when the profile does not say. */
const SESSION_OPTIONS = [
  { name: "inPersonSessions", fallback: true },
  { name: "virtualSessions", fallback: false },
] as const;

/** hints: a note under a field by name (e.g. a change that awaits review; directBilling: what saving it means). */
type Props = {
  defaults: ProfileDefaults;
  errors: FieldErrors;
  photo: React.ReactNode;
  hints?: Partial<Record<string, string>>;
  /** Whose form it is: the therapist's own states an identity; an admin's only shows it (and may remove it). */
  identity?: "own" | "admin";
  /** The specialties', therapy types' and insurance choices' names in the page's language (from its loader). */
  names?: ValueNames;
};

export function ProfileFields({ defaults, errors, photo, hints = {}, identity = "own", names }: Props) {
  const t = useT();
  const language = useLanguage();
  const [bioLength, setBioLength] = useState(bioCount(str(defaults, "bio")));
  // The counter counts the bio as it is once the scripts run: typed before them too, when no input event reached it.
  const bioBox = useRef<HTMLTextAreaElement>(null);
  useEditedBeforeHydration(bioBox, (fields) => setBioLength(bioCount(String(fields.get("bio") ?? ""))));
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
      labels={names}
      defaultValue={list(defaults, name)}
      errors={errors}
      inlineMessage={[MESSAGES[name], t(`error.${name}`)].includes(errors[name]?.[0] ?? "") ? inlineMessage : undefined}
    />
  );
  const years = field("yearsExperience", t("pf.yearsExperience"), { required: true });
  const province = field("province", t("pf.province"), { required: true, hint: hints.province });
  const bio = field("bio", t("pf.bio"), { required: true, extra: "bio-counter" });
  return (
    <div className="space-y-6">
      <Section columns={2} title={t("pf.section.personal")}>
        {text("firstName", t("pf.firstName"), { required: true, autoComplete: "given-name" })}
        {text("lastName", t("pf.lastName"), { required: true, autoComplete: "family-name" })}
        {text("email", t("pf.email"), { required: true, type: "email", autoComplete: "email" })}
        {text("phone", t("pf.phone"), { required: true, type: "tel", autoComplete: "tel" })}
        {identity === "own" ? (
          <IdentityFields defaults={defaults} errors={errors} />
        ) : (
          <AdminIdentityField defaults={defaults} errors={errors} />
        )}
      </Section>
      <Section columns={2} title={t("pf.section.credentials")}>
        {text("credentials", t("pf.credentials"), { required: true, hint: t("pf.credentials.hint") })}
        {text("licenseNumber", t("pf.licenseNumber"), { required: true })}
        <Field {...years.field}>
          <select {...years.control} required defaultValue={str(defaults, "yearsExperience")}>
            <option value="">{t("pf.select")}</option>
            {YEARS_EXPERIENCE.map((years) => (
              <option key={years} value={years}>
                {t("pf.years", { years })}
              </option>
            ))}
          </select>
        </Field>
      </Section>
      <Section columns={2} title={t("pf.section.practice")}>
        {requiredList("specialties", t("pf.specialties"), SPECIALTIES, t("error.specialtiesInline"))}
        {requiredList("therapyTypes", t("pf.therapyTypes"), THERAPY_TYPES, t("error.therapyTypesInline"))}
        <InsuranceFields
          insurers={list(defaults, "insuranceProviders")}
          directBilling={list(defaults, "directBilling")}
          errors={errors}
          hint={hints.directBilling ?? t("pf.directBilling.afterApproval")}
          names={names}
        />
        <PopulationFields defaults={defaults} errors={errors} />
      </Section>
      <Section columns={2} title={t("pf.section.location")}>
        <div className="sm:col-span-2">{text("address", t("pf.address"), { autoComplete: "street-address" })}</div>
        {text("city", t("pf.city"), { required: true, autoComplete: "address-level2", list: "city-options" })}
        <datalist id="city-options">
          {CITIES.map((city) => (
            <option key={`${city.name}-${city.province}`} value={city.name} />
          ))}
        </datalist>
        <Field {...province.field}>
          <select
            {...province.control}
            required
            autoComplete="address-level1"
            defaultValue={str(defaults, "province", "ON")}
          >
            {OFFERED_PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {provinceName(p.code, language)}
              </option>
            ))}
          </select>
        </Field>
      </Section>
      <Section columns={2} title={t("pf.section.bio")}>
        <div className="sm:col-span-2">
          <Field {...bio.field}>
            <textarea
              ref={bioBox}
              {...bio.control}
              rows={7}
              required
              minLength={BIO_MIN}
              defaultValue={str(defaults, "bio")}
              onInput={(event) => setBioLength(bioCount(event.currentTarget.value))}
            />
          </Field>
          {/* Below the minimum and within bounds it counts toward the minimum; past the maximum, toward that. */}
          <p id="bio-counter" className={`mt-1 text-right text-xs ${bioCounterColour(bioLength)}`}>
            {bioLength}/{bioLength > BIO_MAX ? BIO_MAX : BIO_MIN}
          </p>
        </div>
      </Section>
      <Section columns={2} title={t("pf.section.rates")}>
        <FeeFields defaults={defaults} errors={errors} hints={hints} />
        <AvailabilityFields
          acceptingClients={str(defaults, "acceptingClients", "yes")}
          acceptingWait={str(defaults, "acceptingWait") || null}
          errors={errors}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t("pf.sessions")}</legend>
          <input type="hidden" name="inPersonSessionsPresent" value="1" />
          <input type="hidden" name="virtualSessionsPresent" value="1" />
          {SESSION_OPTIONS.map(({ name, fallback }) => (
            <label key={name} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={name} defaultChecked={bool(defaults, name, fallback)} className="size-4" />
              {t(`pf.${name}`)}
            </label>
          ))}
        </fieldset>
        <LanguageFields defaults={defaults} errors={errors} />
        <AccessFields defaults={defaults} errors={errors} />
      </Section>
      <Section columns={2} title={t("pf.section.photo")}>
        <div className="sm:col-span-2">{photo}</div>
      </Section>
    </div>
  );
}

const bioCounterColour = (length: number) =>
  length > BIO_MAX ? "text-red-700" : length < BIO_MIN ? "text-slate-600" : "text-emerald-800";
