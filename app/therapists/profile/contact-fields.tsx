import type { FieldErrors } from "#app/http/field-errors.ts";
import { CONTACT_LIMITS } from "#app/inquiries/contact-form.ts";

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700";

/** The one-line fields, in the form's order; the message follows them. */
const INPUTS = [
  { name: "name", label: "Your Name", type: undefined, required: true, autoComplete: "name" },
  { name: "email", label: "Your Email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Your Phone (Optional)", type: "tel", required: false, autoComplete: "tel" },
] as const;

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  children: React.ReactElement;
}) {
  const error = errors[name]?.[0];
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Name, email, phone (optional) and message, plus a honeypot field that people never see or fill. */
export function ContactFields({ errors }: { errors: FieldErrors }) {
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `contact-${name}-error` } : {};
  return (
    <>
      {INPUTS.map((field) => (
        <Field key={field.name} name={field.name} label={field.label} errors={errors}>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            required={field.required}
            maxLength={CONTACT_LIMITS[field.name]}
            autoComplete={field.autoComplete}
            className={input}
            {...described(field.name)}
          />
        </Field>
      ))}
      <Field name="message" label="Message" errors={errors}>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          className={input}
          {...described("message")}
        />
      </Field>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
