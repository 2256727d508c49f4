import { describedBy, Field, inputClass } from "#app/components/form-field.tsx";
import type { FieldErrors } from "#app/http/field-errors.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { useT } from "#app/i18n/i18n.tsx";
import type { ContactValues } from "#app/inquiries/contact-form.ts";
import { CONTACT_LIMITS } from "#app/inquiries/contact-limits.ts";
import { fieldMessage } from "./profile-words.ts";

/** The one-line fields, in the form's order; the message follows them. */
const INPUTS: {
  name: keyof ContactValues;
  label: MessageId;
  type?: string;
  required?: boolean;
  autoComplete: string;
  maxLength?: number;
}[] = [
  { name: "name", label: "inquiry.field.name", required: true, autoComplete: "name", maxLength: CONTACT_LIMITS.name },
  { name: "email", label: "inquiry.field.email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "inquiry.field.phone", type: "tel", autoComplete: "tel", maxLength: CONTACT_LIMITS.phone },
];

/**
 * Name, email, phone (optional) and message, plus a honeypot field that people never see or fill. `values`: what a
 * refused post had in them (posted without JavaScript), their first values; the honeypot starts empty.
 */
export function ContactFields({ errors, values }: { errors: FieldErrors; values?: ContactValues }) {
  const t = useT();
  const control = (name: string) => {
    const id = `contact-${name}`;
    const first = errors[name]?.[0];
    const error = first === undefined ? undefined : fieldMessage(t, name, first);
    return { field: { id, error }, control: { id, name, className: inputClass, ...describedBy(id, { error }) } };
  };
  const message = control("message");
  return (
    <>
      {INPUTS.map(({ name, label, ...attributes }) => {
        const parts = control(name);
        return (
          <Field key={name} {...parts.field} label={t(label)}>
            <input {...parts.control} {...attributes} defaultValue={values?.[name]} />
          </Field>
        );
      })}
      <Field {...message.field} label={t("inquiry.field.message")}>
        <textarea
          {...message.control}
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values?.message}
        />
      </Field>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("inquiry.field.honeypot")}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
