import { describe, expect, it } from "vitest";
import { redactAddresses, redactUrl } from "./redact.ts";

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
