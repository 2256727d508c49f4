import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  isAllowedHost,
  parseConfig,
  parseDatabaseConfig,
  parseServicesConfig,
  PRODUCTION_REQUIRED,
  publicConfig,
} from "./config.server.ts";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "config-test-"));

describe("configuration", () => {
  it("needs nothing in demo mode and keeps a generated session secret in DATA_DIR", () => {
    const dataDir = tmp();
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.mode).toBe("demo");
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmails).toEqual(["admin@example.com"]);
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(parseConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("refuses a production start and names every missing variable", () => {
    let error: unknown;
    try {
      parseConfig({ NODE_ENV: "production", PORT: "8080", APP_URL: "https://example.org" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      "DATABASE_URL",
      "SESSION_SECRET",
      "SMTP_URL",
      "MAIL_FROM",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_ID",
      "ADMIN_EMAILS",
      "TRUST_PROXY",
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("APP_URL");
  });

  it("starts in production when every variable is there", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/directory",
      APP_URL: "https://directory.example.org/",
      SESSION_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://mail.example.org:587",
      MAIL_FROM: "Directory <no-reply@example.org>",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_ID: "price_x",
      ADMIN_EMAILS: "Ops@Example.org, second@example.org",
      TRUST_PROXY: "1",
    });
    expect(config.mode).toBe("production");
    expect(config.host).toBe("0.0.0.0");
    expect(config.trustProxy).toBe(1);
    expect(config.appUrl).toBe("https://directory.example.org");
    expect(config.adminEmails).toEqual(["ops@example.org", "second@example.org"]);
    expect(config.stripe?.priceId).toBe("price_x");
    expect(publicConfig(config)).toEqual({ appUrl: "https://directory.example.org", demoMode: false });
    expect(config.allowedHosts).toEqual(["directory.example.org"]);
  });

  it("refuses a NODE_ENV other than production, development or test, in one message", () => {
    for (const nodeEnv of ["staging", "prod", "Production"]) {
      let error: unknown;
      try {
        parseConfig({ DATA_DIR: tmp(), NODE_ENV: nodeEnv });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        `NODE_ENV must be production, development or test (the last two, like leaving it unset, run demo mode), not "${nodeEnv}".`,
      );
    }
    for (const nodeEnv of ["development", "test", "", undefined])
      expect(parseConfig({ DATA_DIR: tmp(), NODE_ENV: nodeEnv }).mode).toBe("demo");
  });

  it("answers in demo mode to the loopback names, APP_URL's host and HOST; in production to APP_URL's only", () => {
    const demo = parseConfig({ DATA_DIR: tmp(), HOST: "::1" });
    expect(demo.allowedHosts).toEqual(["localhost", "127.0.0.1", "[::1]"]);
    const lan = parseConfig({ DATA_DIR: tmp(), HOST: "192.168.1.5", APP_URL: "http://Directory.LAN:3000" });
    for (const host of ["localhost", "127.0.0.1", "[::1]", "192.168.1.5", "directory.lan", "DIRECTORY.lan."])
      expect(isAllowedHost(lan, host)).toBe(true);
    for (const host of ["rebind.attacker.example", "localhost.attacker.example", "0.0.0.0", "127.0.0.2", "[::2]"])
      expect(isAllowedHost(lan, host)).toBe(false);
  });

  it("listens only on the loopback address in demo mode unless HOST is set, and then warns", () => {
    const plain = parseConfig({ DATA_DIR: tmp() });
    expect(plain.host).toBe("127.0.0.1");
    expect(plain.hostWarning).toBeUndefined();
    const exposed = parseConfig({ DATA_DIR: tmp(), HOST: "0.0.0.0" });
    expect(exposed.host).toBe("0.0.0.0");
    expect(exposed.hostWarning).toMatch(/anyone who can reach this address can act as admin/);
  });

  it("takes the session secret as a list, current first", () => {
    const config = parseConfig({ DATA_DIR: tmp(), SESSION_SECRET: `${"n".repeat(32)}, ${"o".repeat(32)}` });
    expect(config.sessionSecrets).toEqual(["n".repeat(32), "o".repeat(32)]);
    expect(config.sessionSecret).toBe("n".repeat(32));
    expect(() => parseConfig({ DATA_DIR: tmp(), SESSION_SECRET: `${"n".repeat(32)},short` })).toThrow(/SESSION_SECRET/);
  });

  it("rejects malformed values with a clear message", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ DATA_DIR: tmp(), S3_BUCKET: "only-bucket" })).toThrow(/S3_/);
    expect(() => parseConfig({ DATA_DIR: tmp(), MAIL_BULK_PER_SECOND: "0" })).toThrow(/MAIL_BULK_PER_SECOND/);
    expect(() => parseConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    for (const ADMIN_EMAILS of ["bad", "ops@example.org, nobody", "ops@example.org;second@example.org"])
      expect(() => parseConfig({ DATA_DIR: tmp(), ADMIN_EMAILS }), ADMIN_EMAILS).toThrow(/ADMIN_EMAILS/);
  });

  it("serves from one web process per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).webConcurrency).toBe(os.availableParallelism());
    expect(parseConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
  });

  it("reads only the parts a process asks for: a database tool needs DATABASE_URL alone, the worker no web setting", () => {
    const unrelated = { SMTP_URL: "not a url", STRIPE_SECRET_KEY: "sk_x", PORT: "eighty", TRUST_PROXY: "many" };
    const database = parseDatabaseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", ...unrelated });
    expect(database).toEqual({ mode: "production", dataDir: expect.any(String), databaseUrl: "postgres://db/x" });
    expect(() => parseDatabaseConfig({ NODE_ENV: "production", SMTP_URL: "smtp://x" })).toThrow(
      /needs these environment variables: DATABASE_URL$/,
    );

    const services = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/x",
      APP_URL: "https://directory.example.org",
      SESSION_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://mail.example.org:587",
      MAIL_FROM: "Directory <no-reply@example.org>",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_ID: "price_x",
      ADMIN_EMAILS: "ops@example.org",
    };
    const worker = parseServicesConfig({ ...services, TRUST_PROXY: "many", PAGE_CACHE_MS: "-1" });
    expect(worker.appUrl).toBe("https://directory.example.org");
    expect(worker).not.toHaveProperty("trustProxy");
    let missing = "";
    try {
      parseServicesConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" });
    } catch (error) {
      missing = (error as Error).message;
    }
    expect(missing).toContain("APP_URL, SESSION_SECRET, SMTP_URL, MAIL_FROM, STRIPE_SECRET_KEY");
    expect(missing).not.toMatch(/PORT|TRUST_PROXY/);
    expect(() => parseConfig({ ...services, TRUST_PROXY: "1" })).toThrow(/PORT/);
    expect(PRODUCTION_REQUIRED).toEqual(expect.arrayContaining(["DATABASE_URL", "SMTP_URL", "PORT", "TRUST_PROXY"]));
  });
});
