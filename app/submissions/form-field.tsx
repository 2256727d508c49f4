import type { FieldErrors } from "#app/http/field-errors.ts";

// A labelled form field with its required marker and its error message tied to the control (aria-describedby).

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

export function fieldId(name: string): string {
  return `field-${name}`;
}

export function errorId(name: string): string {
  return `field-${name}-error`;
}

/** Props that tie a control to its error message, when it has one. */
export function describedBy(errors: FieldErrors, name: string, extra?: string) {
  const ids = [errors[name] ? errorId(name) : undefined, extra].filter(Boolean).join(" ");
  return { "aria-invalid": errors[name] ? true : undefined, "aria-describedby": ids || undefined };
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden>
      {" *"}
    </span>
  );
}

function FieldError({ errors, name }: { errors: FieldErrors; name: string }) {
  const error = errors[name]?.[0];
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  errors: FieldErrors;
  hint?: string;
  children: React.ReactNode;
};

export function Field({ name, label, required, errors, hint, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError errors={errors} name={name} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
