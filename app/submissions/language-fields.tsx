import { FieldError, RequiredMark } from "#app/components/form-field.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { DEFAULT_LANGUAGES, endonymLang, languagesByName } from "#app/reference/languages.ts";
import { collatorOf } from "#app/i18n/language.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { fieldId, type ProfileDefaults } from "./profile-defaults.ts";

// The languages a profile's sessions are held in: one plain checkbox per language (English name, then its own
// name in its own language), posted with the form with or without JavaScript. The hidden `languagesPresent` input
// tells the server the group was on the form, so a form with no box ticked is refused, not read as "unchanged".

/** A profile that does not say (a new application) starts with English ticked. */
const chosenOf = (defaults: ProfileDefaults): readonly string[] =>
  Array.isArray(defaults.languages) ? (defaults.languages as string[]) : DEFAULT_LANGUAGES;

export function LanguageFields({ defaults, errors }: { defaults: ProfileDefaults; errors: FieldErrors }) {
  const id = fieldId("languages");
  const error = errors.languages?.[0];
  const chosen = chosenOf(defaults);
  const t = useT();
  const languages = languagesByName((code) => t(`pf.lang.${code}`), collatorOf(useLanguage()));
  return (
    <fieldset
      id={id}
      className="sm:col-span-2"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        {t("pf.languages")}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("pf.languages.hint")}
      </p>
      <input type="hidden" name="languagesPresent" value="1" />
      <div className="mt-2 grid gap-1 rounded-md border border-slate-200 p-2 sm:grid-cols-2">
        {languages.map((language) => {
          const name = t(`pf.lang.${language.code}`);
          return (
            <label
              key={language.code}
              className="flex items-start gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="languages"
                value={language.code}
                defaultChecked={chosen.includes(language.code)}
                className="mt-0.5 size-4"
              />
              <span>
                {name}
                {language.endonym !== name && (
                  <span className="text-slate-600">
                    {" · "}
                    <span lang={endonymLang(language.code)}>{language.endonym}</span>
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
