import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseConfig, type Config } from "#app/config/config.server.ts";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { createMailTransport } from "#app/mail/transport.server.ts";
import { loader } from "./dev-mailbox.tsx";

function contextWith(config: Config) {
  const context = new RouterContextProvider();
  // The mailbox reads only the configuration; no database or queue is touched.
  context.set(servicesContext, { config, logger: createLogger("silent") } as unknown as AppServices);
  return context;
}

const call = (config: Config) =>
  loader({
    context: contextWith(config),
    request: new Request("http://localhost/dev/mailbox"),
    params: {},
  } as unknown as Parameters<typeof loader>[0]);

describe("/dev/mailbox", () => {
  it("lists the outbox in demo mode", async () => {
    const config = parseConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mailbox-")) });
    await createMailTransport(config).send({
      to: "x@example.com",
      subject: "Hello",
      text: "Body https://example.org/a",
    });
    const result = await call(config);
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({
      to: "x@example.com",
      subject: "Hello",
      links: ["https://example.org/a"],
    });
  });

  it("does not exist in production mode (404)", async () => {
    const demo = parseConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mailbox-")) });
    const production: Config = { ...demo, mode: "production" };
    const outcome = await call(production).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(404);
  });
});
