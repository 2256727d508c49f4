import { describedBy, Field, inputClass } from "#app/components/form-field.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { CONTACT_LIMITS } from "#app/inquiries/contact-limits.ts";

/** The one-line fields, in the form's order; the message follows them. */
const INPUTS = [
  { name: "name", label: "Your Name", required: true, autoComplete: "name", maxLength: CONTACT_LIMITS.name },
  { name: "email", label: "Your Email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Your Phone (Optional)", type: "tel", autoComplete: "tel", maxLength: CONTACT_LIMITS.phone },
];

/** Name, email, phone (optional) and message, plus a honeypot field that people never see or fill. */
export function ContactFields({ errors }: { errors: FieldErrors }) {
  const control = (name: string) => {
    const id = `contact-${name}`;
    const error = errors[name]?.[0];
    return { field: { id, error }, control: { id, name, className: inputClass, ...describedBy(id, { error }) } };
  };
  const message = control("message");
  return (
    <>
      {INPUTS.map(({ name, label, ...attributes }) => {
        const parts = control(name);
        return (
          <Field key={name} {...parts.field} label={label}>
            <input {...parts.control} {...attributes} />
          </Field>
        );
      })}
      <Field {...message.field} label="Message">
        <textarea {...message.control} required rows={5} maxLength={CONTACT_LIMITS.message} />
      </Field>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
