import { FieldError } from "#app/components/form-field.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatDate } from "#app/i18n/language.ts";
import { ACCESS_CODES, IDENTITY_GROUPS, POPULATION_CODES, type IdentityGroup } from "#app/reference/fit.ts";
import { fieldId, list, type ProfileDefaults } from "./profile-defaults.ts";

// Who the therapist works with, their practice's access, and their identity: plain checkboxes posted with the
// form, with or without JavaScript (`<name>Present` says the group was on the form, so none ticked clears it).
// The identity says it is optional and public, and takes express consent in a box of its own; a profile that
// holds consent posts `identityConsentHeld`, so unticking consent withdraws it (fit-schema.ts).

const box = "mt-0.5 size-4";
const option = "flex items-start gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50";

function Checks(props: { name: string; codes: readonly string[]; chosen: readonly string[]; kind: string }) {
  const t = useT();
  return (
    <div className="mt-2 grid gap-1 rounded-md border border-slate-200 p-2 sm:grid-cols-2">
      {props.codes.map((code) => (
        <label key={code} className={option}>
          <input
            type="checkbox"
            name={props.name}
            value={code}
            defaultChecked={props.chosen.includes(code)}
            className={box}
          />
          <span>{t(`fit.${props.kind}.${code}` as "fit.access.asl-lsq")}</span>
        </label>
      ))}
    </div>
  );
}

function CodeGroup(props: {
  name: "populations" | "access";
  codes: readonly string[];
  kind: "population" | "access";
  defaults: ProfileDefaults;
  errors: FieldErrors;
}) {
  const t = useT();
  const id = fieldId(props.name);
  const error = props.errors[props.name]?.[0];
  return (
    <fieldset
      id={id}
      className="sm:col-span-2"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{t(`fit.${props.name}`)}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t(`fit.${props.name}.hint`)}
      </p>
      <input type="hidden" name={`${props.name}Present`} value="1" />
      <Checks name={props.name} codes={props.codes} chosen={list(props.defaults, props.name)} kind={props.kind} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export const PopulationFields = (props: { defaults: ProfileDefaults; errors: FieldErrors }) => (
  <CodeGroup name="populations" codes={POPULATION_CODES} kind="population" {...props} />
);

export const AccessFields = (props: { defaults: ProfileDefaults; errors: FieldErrors }) => (
  <CodeGroup name="access" codes={ACCESS_CODES} kind="access" {...props} />
);

/** Whether the profile the form shows holds consent (saved, or a refused post of a form that held it). */
const consentHeld = (defaults: ProfileDefaults) =>
  typeof defaults.identityConsentAt === "number" || defaults.identityConsentHeld === true;

export function IdentityFields({ defaults, errors }: { defaults: ProfileDefaults; errors: FieldErrors }) {
  const t = useT();
  const language = useLanguage();
  const id = fieldId("identity");
  const consentId = fieldId("identityConsent");
  const error = errors.identity?.[0];
  const consentError = errors.identityConsent?.[0];
  const held = consentHeld(defaults);
  const consented = typeof defaults.identityConsent === "boolean" ? defaults.identityConsent : held;
  const chosen = list(defaults, "identity");
  return (
    <fieldset id={id} className="sm:col-span-2" aria-describedby={`${id}-explain`}>
      <legend className="text-sm font-medium text-slate-800">{t("fit.identityTitle")}</legend>
      <p id={`${id}-explain`} className="mt-1 text-sm text-slate-600">
        {t("fit.identity.explain")}
      </p>
      <input type="hidden" name="identityPresent" value="1" />
      {held && <input type="hidden" name="identityConsentHeld" value="1" />}
      {(Object.keys(IDENTITY_GROUPS) as IdentityGroup[]).map((group) => (
        <fieldset key={group} className="mt-3">
          <legend className="text-sm text-slate-800">{t(`fit.group.${group}`)}</legend>
          <Checks name="identity" codes={IDENTITY_GROUPS[group]} chosen={chosen} kind="identity" />
        </fieldset>
      ))}
      <FieldError id={id} error={error} />
      <div className="mt-3 rounded-md border border-slate-300 bg-slate-50 p-3">
        <input type="hidden" name="identityConsentPresent" value="1" />
        <label htmlFor={consentId} className="flex items-start gap-2 text-sm font-medium text-slate-900">
          <input
            id={consentId}
            type="checkbox"
            name="identityConsent"
            defaultChecked={consented}
            className={box}
            aria-describedby={[`${consentId}-hint`, consentError ? `${consentId}-error` : ""].join(" ").trim()}
            aria-invalid={consentError ? true : undefined}
          />
          <span>{t("fit.consent")}</span>
        </label>
        <p id={`${consentId}-hint`} className="mt-1 text-sm text-slate-600">
          {t("fit.consent.hint")}
          {typeof defaults.identityConsentAt === "number" &&
            ` ${t("fit.consent.since", { date: formatDate(language, defaults.identityConsentAt) })}`}
        </p>
        <FieldError id={consentId} error={consentError} />
      </div>
    </fieldset>
  );
}

/**
 * The admin's view of the identity: what the therapist states, and their consent, which the admin may only
 * remove (the therapist withdrew it by another way than their editor).
 */
export function AdminIdentityField({ defaults, errors }: { defaults: ProfileDefaults; errors: FieldErrors }) {
  const t = useT();
  const consentId = fieldId("identityConsent");
  const error = errors.identityConsent?.[0];
  const stated = list(defaults, "identity").map((code) => t(`fit.identity.${code}` as "fit.identity.woman"));
  return (
    <div className="sm:col-span-2 text-sm text-slate-800">
      <p>{stated.length > 0 ? t("fit.admin.identity", { list: stated.join(", ") }) : t("fit.admin.none")}</p>
      {consentHeld(defaults) && (
        <>
          <input type="hidden" name="identityConsentPresent" value="1" />
          <label htmlFor={consentId} className="mt-2 flex items-start gap-2">
            <input id={consentId} type="checkbox" name="identityConsent" defaultChecked className={box} />
            <span>{t("fit.admin.consent")}</span>
          </label>
        </>
      )}
      <FieldError id={consentId} error={error} />
    </div>
  );
}
