import type { ReactNode } from "react";

// A form's labelled field and its titled sections, for every form of the site (the application and the profile
// editors, the blog post form, the contact dialog). A field's hint and error message are tied to its control by
// id: `${id}-hint`, `${id}-error` (describedBy gives the control its aria attributes).

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-invalid:border-red-600";

/** A control's aria attributes: invalid and described by its error when it has one, by its hint, by `extra`. */
export function describedBy(id: string, { error, hint, extra }: { error?: string; hint?: boolean; extra?: string }) {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined, extra].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden>
      {" *"}
    </span>
  );
}

/** A field's error message: `id` is its control's (or its group's). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

type FieldProps = {
  /** The control's id. */
  id: string;
  label: string;
  /** Marks the label with a red asterisk (hidden from screen readers: the control says it is required). */
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

export function Field({ id, label, required, hint, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A titled part of a form; `columns={2}` sets its fields side by side on wider screens. */
export function Section({ title, columns = 1, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className={columns === 2 ? "mt-4 grid gap-4 sm:grid-cols-2" : "mt-4 space-y-4"}>{children}</div>
    </section>
  );
}
