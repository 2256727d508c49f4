import { describe, expect, it } from "vitest";
import { checkContactForm } from "./contact-form.ts";

// The contact form's one schema, as the dialog (before sending) and the server (the page action, the JSON API)
// both run it: each field's messages, word for word, at its limits.

const valid = { name: "Robin", email: "robin@example.org", phone: "", message: "Hello" };
const errorsOf = (values: Record<string, unknown>) => {
  const checked = checkContactForm(values);
  return checked.ok ? {} : checked.errors;
};

describe("the contact form", () => {
  it("takes name, email and message, phone optional, each trimmed; the address as typed", () => {
    expect(checkContactForm({ ...valid, name: "  Robin  ", email: " Robin@Example.org ", message: " Hi\n" })).toEqual({
      ok: true,
      form: { name: "Robin", email: "Robin@Example.org", phone: undefined, message: "Hi" },
    });
    expect(checkContactForm({ name: "R", email: "r@example.org", message: "m" })).toMatchObject({ ok: true });
    expect(checkContactForm({ ...valid, phone: " (416) 555-0199 x2 " })).toMatchObject({
      ok: true,
      form: { phone: "(416) 555-0199 x2" },
    });
  });

  it("answers an empty form with one message per required field", () => {
    expect(errorsOf({ name: " ", email: "", phone: "", message: "\n" })).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      message: ["Please enter a message"],
    });
    expect(errorsOf({})).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      message: ["Please enter a message"],
    });
  });

  it("holds each field to its limit and pattern", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(200), message: "m".repeat(5000) })).toEqual({});
    expect(
      errorsOf({
        name: "x".repeat(201),
        email: `${"a".repeat(243)}@example.org`,
        phone: "1".repeat(41),
        message: "m".repeat(5001),
      }),
    ).toEqual({
      name: ["Please keep your name under 200 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a shorter phone number"],
      message: ["Please keep your message under 5,000 characters"],
    });
    for (const phone of ["416-555-0100 ext 22", "416-555-0100 ext. 22", "+1 416 555 0100 poste 22", "4165550100x22"])
      expect(checkContactForm({ ...valid, phone }).ok, phone).toBe(true);
    for (const phone of ["416 ext", "ext 22 416", "416-555-0100 extra 22", "1", "x1", "555 01"])
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: ["Please enter a valid phone number"] });
    expect(errorsOf({ ...valid, email: "robin@example", phone: "call me" })).toEqual({
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(errorsOf({ ...valid, email: "robin..x@example.org", phone: 4165550199 })).toEqual({
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
  });

  it("refuses a name that could add mail headers", () => {
    for (const name of ["Robin\r\nBcc: x@example.org", "Ro\u2028bin", "Robin\u0000"])
      expect(errorsOf({ ...valid, name })).toEqual({
        name: ["Your name cannot contain line breaks or control characters"],
      });
  });
});
