import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/http/field-errors.ts";
import { contactFormErrors } from "./contact-form.ts";
import { ContactForm } from "./contact-form.server.ts";

/** The server's answer as the dialog shows it: each field's first message. */
function serverFirstMessages(values: Record<string, string>) {
  const parsed = ContactForm.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(parsed.error)).map(([field, messages]) => [field, messages.slice(0, 1)]),
  );
}

describe("the contact dialog's check in the browser", () => {
  it("gives each field the server's first message", () => {
    const examples = [
      { name: "", email: "", phone: "", message: "" },
      { name: "  Robin  ", email: " robin@example.org ", phone: "(416) 555-0199 x2", message: " Hello " },
      { name: "Robin\r\nBcc: x@example.org", email: "robin@example", phone: "call me", message: "Hi" },
      {
        name: "x".repeat(201),
        email: `${"a".repeat(250)}@example.org`,
        phone: "1".repeat(41),
        message: "m".repeat(5001),
      },
      { name: "Robin\u2028", email: "robin..x@example.org", phone: "+1 416.555.0199", message: "\u0000" },
    ];
    for (const values of examples) expect(contactFormErrors(values)).toEqual(serverFirstMessages(values));
  });

  it("agrees with the server's schema on any input", () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: max + 5 }),
        fc.string({
          unit: fc.constantFrom("a", "1", " ", "\n", "@", ".", "-", "x", "(", "+", "é"),
          maxLength: max + 5,
        }),
      );
    const email = fc.oneof(
      fc.emailAddress(),
      text(30),
      fc.emailAddress().map((address) => ` ${address.toUpperCase()}\t`),
    );
    const form = fc.record({ name: text(210), email, phone: text(45), message: text(40) });
    fc.assert(
      fc.property(form, (values) => {
        expect(contactFormErrors(values)).toEqual(serverFirstMessages(values));
      }),
    );
  });
});
