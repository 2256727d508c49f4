import { useId, useMemo, useState, type ReactNode } from "react";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { FieldError, RequiredMark } from "#app/components/form-field.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { collatorOf } from "#app/i18n/language.ts";

type Props = {
  /** The group's id: its error message is `${id}-error`. */
  id: string;
  name: string;
  legend: string;
  options: readonly string[];
  /** An option's name where it is not the option itself (in the page's language); the list is in their order. */
  labels?: Readonly<Record<string, string>>;
  defaultValue?: readonly string[];
  required?: boolean;
  errors: FieldErrors;
  /** The inline message shown instead of the schema's when the field has an error. */
  inlineMessage?: string;
  /** What follows an option's box (a choice that belongs to it), given whether the option is checked. */
  extra?: (option: string, checked: boolean) => ReactNode;
  /** Ids of notes about the group, beside its error. */
  describedBy?: string;
};

/**
 * A searchable multi-select built from plain checkboxes: without JavaScript every box is shown and posts with
 * the form; with it, a filter box narrows the list and the chosen count is announced. The hidden
 * `${name}Present` input tells the server the field was on the form even when no box is checked, and the hidden
 * `${name}Order` inputs the order the values shown chosen had (the boxes post in the list's order, which says nothing).
 */
export function CheckboxList(props: Props) {
  const { id, name, legend, defaultValue = [], required, errors, inlineMessage, extra, labels = {} } = props;
  const t = useT();
  const language = useLanguage();
  const labelOf = (option: string) => labels[option] ?? option;
  const options = useMemo(() => {
    if (Object.keys(labels).length === 0) return props.options;
    const collator = collatorOf(language);
    return [...props.options].sort((a, b) => collator.compare(labels[a] ?? a, labels[b] ?? b));
  }, [props.options, labels, language]);
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const error = errors[name]?.[0];
  const toggle = (option: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(option);
      else next.delete(option);
      return next;
    });
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={[error ? `${id}-error` : "", props.describedBy ?? ""].join(" ").trim() || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <input type="hidden" name={`${name}Present`} value="1" />
      {defaultValue.map((value) => (
        <input key={value} type="hidden" name={`${name}Order`} value={value} />
      ))}
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="sr-only">
          {t("pf.list.search", { legend: legend.toLowerCase() })}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          placeholder={t("pf.list.searchPlaceholder", { legend: legend.toLowerCase() })}
          className="block w-full max-w-xs rounded-md border border-slate-500 px-3 py-1.5 text-sm"
        />
        <span className="text-sm text-slate-700" aria-live="polite">
          {t("pf.list.chosen", { count: chosen.size })}
        </span>
      </div>
      <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
        {options.map((option) => {
          const hidden = needle !== "" && !labelOf(option).toLowerCase().includes(needle) && !chosen.has(option);
          return (
            <div key={option} className={hidden ? "hidden" : undefined}>
              <label className="flex items-start gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name={name}
                  value={option}
                  defaultChecked={defaultValue.includes(option)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  className="mt-0.5 size-4"
                />
                {labelOf(option)}
              </label>
              {extra?.(option, chosen.has(option))}
            </div>
          );
        })}
      </div>
      <FieldError id={id} error={error && (inlineMessage ?? error)} />
    </fieldset>
  );
}
