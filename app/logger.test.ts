import { describe, expect, it } from "vitest";
import { capturedLogger } from "../tests/support/logger.ts";

describe("the logger", () => {
  it("never writes a magic-link token, whether as a field or inside a logged URL", () => {
    const { lines, logger } = capturedLogger();
    logger.error({ url: "http://localhost:3000/auth/verify?token=SECRETTOKEN&x=1", method: "GET" }, "request failed");
    logger.info({ token: "SECRETTOKEN" }, "a field");
    expect(lines).toHaveLength(2);
    expect(lines.join("")).not.toContain("SECRETTOKEN");
    expect(JSON.parse(lines[0]!).url).toBe("http://localhost:3000/auth/verify?token=[redacted]&x=1");
  });

  it("never writes an email address, a name or what someone wrote, whether at the top level or one down", () => {
    const { lines, logger } = capturedLogger();
    const personal = {
      email: "sam@example.org",
      to: "sam@example.org",
      replyTo: "sam@example.org",
      name: "Sam Visitor",
      firstName: "Sam",
      lastName: "Visitor",
      phone: "416-555-0199",
      subject: "About Sam Visitor",
      text: "my anxiety",
      message: "my anxiety",
      html: "<p>my anxiety</p>",
    };
    logger.info(personal, "top level");
    logger.info({ form: personal, user: { id: "u1", email: "sam@example.org" } }, "nested");
    const written = lines.join("");
    for (const value of ["sam@example.org", "Sam", "Visitor", "416-555-0199", "anxiety"])
      expect(written).not.toContain(value);
    expect(JSON.parse(lines[1]!).user.id).toBe("u1");
  });

  it("keeps an error's message (it names what failed, not who)", () => {
    const { lines, logger } = capturedLogger();
    logger.error({ err: new Error("connection refused") }, "job failed");
    expect(JSON.parse(lines[0]!).err.message).toBe("connection refused");
  });

  it("logs a caught Response by its status instead of throwing", () => {
    const { lines, logger } = capturedLogger();
    logger.error({ err: Response.json({ message: "down" }, { status: 503 }) }, "session renewal failed");
    logger.error({ err: new Error("boom") }, "request failed");
    expect(JSON.parse(lines[0]!).err).toEqual({ type: "Response", status: 503 });
    expect(JSON.parse(lines[1]!).err).toMatchObject({ type: "Error", message: "boom" });
  });

  it("writes a path or URL field without the address in it, whichever field holds it", () => {
    const { lines, logger } = capturedLogger();
    logger.warn({ method: "POST", path: "/api/admin/therapist/jane.private@clinic.example" }, "refused");
    logger.error({ url: "http://app.test/api/admin/therapist/jane.private%40clinic.example" }, "request failed");
    logger.info({ referer: "http://app.test/login?email=jane.private%40clinic.example" }, "visit");
    expect(lines.join("")).not.toMatch(/jane|clinic/);
    expect(JSON.parse(lines[0]!).path).toBe("/api/admin/therapist/[email]");
  });

  it("writes an error (its message, stack and a mail server's fields) without the addresses it quotes", () => {
    const { lines, logger } = capturedLogger();
    const refused = Object.assign(new Error("550 5.1.1 <jane.private@clinic.example>: Recipient address rejected"), {
      rejected: ["jane.private@clinic.example"],
      response: "550 5.1.1 <jane.private@clinic.example>: Recipient address rejected",
    });
    logger.warn({ err: refused }, "job failed");
    expect(lines.join("")).not.toMatch(/jane|clinic/);
    expect(JSON.parse(lines[0]!).err.message).toBe("550 5.1.1 <[email]>: Recipient address rejected");
  });
});
