import { Icon } from "#app/components/icon.tsx";

/** A tel: link dials the digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The therapist's phone number as a call link, after a phone icon (inside a line of the profile). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <>
      <Icon name="phone" className="mt-0.5 size-4" />
      <a href={telHref(phone)} className="text-brand-800 underline">
        {phone}
      </a>
    </>
  );
}
