import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/config.server.ts";
import { listOutbox } from "./outbox.server.ts";
import { frenchSender, senderAddress } from "./sender.ts";
import { createMailTransport } from "./transport.server.ts";

// A French email is sent under the site's French name from MAIL_FROM's address, or from MAIL_FROM_FR when set; an
// English one from MAIL_FROM as written.

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "sender-"));
const mail = (language: "en" | "fr") => ({ to: "x@example.com", subject: "S", text: "T", language });

async function fromOf(env: Record<string, string>, language: "en" | "fr") {
  const config = parseConfig({ DATA_DIR: dataDir(), ...env });
  await createMailTransport(config).send(mail(language));
  const [message] = await listOutbox(config.dataDir);
  return message?.from; // as the message's parser writes it back: the name quoted
}

describe("the sender of an email", () => {
  it("reads the address of a named or a bare sender", () => {
    expect(senderAddress("Clinic Directory <hello@clinic.example>")).toBe("hello@clinic.example");
    expect(senderAddress(" hello@clinic.example ")).toBe("hello@clinic.example");
    expect(frenchSender("Clinic <hello@clinic.example>")).toBe(
      '"Répertoire canadien des thérapeutes" <hello@clinic.example>',
    );
  });

  it("is MAIL_FROM in English and its address under the French name in French", async () => {
    const env = { MAIL_FROM: "Canadian Therapist Directory <hello@clinic.example>" };
    expect(await fromOf(env, "en")).toBe('"Canadian Therapist Directory" <hello@clinic.example>');
    expect(await fromOf(env, "fr")).toBe('"Répertoire canadien des thérapeutes" <hello@clinic.example>');
  });

  it("is MAIL_FROM_FR in French when the operator sets it", async () => {
    const env = { MAIL_FROM: "Directory <en@clinic.example>", MAIL_FROM_FR: "Répertoire <fr@clinic.example>" };
    expect(await fromOf(env, "fr")).toBe('"Répertoire" <fr@clinic.example>');
    expect(await fromOf(env, "en")).toBe('"Directory" <en@clinic.example>');
  });
});
