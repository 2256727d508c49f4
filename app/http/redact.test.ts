import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactAddresses, redactContactDetails, redactUrl } from "./redact.ts";

describe("redactUrl", () => {
  it("replaces an address in a path, plain or percent-encoded, and keeps the rest", () => {
    expect(redactUrl("/api/admin/therapist/jane.private@clinic.example")).toBe("/api/admin/therapist/[email]");
    expect(redactUrl("/api/admin/therapist/jane.private%40clinic.example/link")).toBe(
      "/api/admin/therapist/[email]/link",
    );
    expect(redactUrl("/x/jane%2540clinic.example")).toBe("/x/[email]");
    expect(redactUrl("http://app.test/login?email=Jane%40Clinic.example&page=2")).toBe(
      "http://app.test/login?email=[email]&page=2",
    );
  });

  it("masks only the token parameter", () => {
    expect(redactUrl("/api/auth/verify-magic-link?token=abc")).toBe("/api/auth/verify-magic-link?token=[redacted]");
    expect(redactUrl("/?page=2&tokens=1")).toBe("/?page=2&tokens=1");
  });

  it("leaves a path without an address as it is", () => {
    for (const path of ["/", "/therapists/jane-private-toronto", "/ontario/toronto?page=2", "/node_modules/@scope/x"])
      expect(redactUrl(path)).toBe(path);
  });
});

describe("redactAddresses", () => {
  it("replaces every address a mail server's answer quotes", () => {
    expect(
      redactAddresses("Can't send mail - all recipients were rejected: 550 5.1.1 <jane.private@clinic.example>: no"),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: no");
    expect(redactAddresses('"Jane" <jane@x.org>, bob@y.org')).toBe('"Jane" <[email]>, [email]');
  });
});

describe("search words kept for the statistics", () => {
  it("lose email addresses and phone numbers, and keep the rest as typed", () => {
    expect(redactContactDetails("jane.visitor2@gmail.com anxiety")).toBe("[email] anxiety");
    expect(redactContactDetails("call me 416-555-0199 or (647) 555 0100")).toBe("call me [phone] or [phone]");
    expect(redactContactDetails("+1 416 555 0199")).toBe("[phone]");
    for (const kept of ["anxiety toronto", "M5V 2T6", "under 100", "CBT 2024", "12-step"])
      expect(redactContactDetails(kept)).toBe(kept);
  });

  it("never keeps an email address or a phone number's digits, whatever surrounds them", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.emailAddress(),
        fc.stringMatching(/^\d{3}[ -]?\d{3}[ -]?\d{4}$/),
        fc.string({ maxLength: 20 }),
        (before, email, phone, after) => {
          const kept = redactContactDetails(`${before} ${email} ${phone} ${after}`);
          expect(kept).not.toContain(email);
          expect(kept.replace(/\D/g, "")).not.toContain(phone.replace(/\D/g, ""));
        },
      ),
      { numRuns: 500 },
    );
  });
});
