import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

// The environment is parsed once, here. Demo mode (the default) needs no variable at all; production mode
// (NODE_ENV=production) refuses to start and names every variable it lacks instead of falling back to a demo part.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // A list (comma-separated), current secret first: the first signs new cookies, every one is still accepted, so
  // a secret is rotated by putting a new one in front and dropping the old one once its sessions have ended.
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, "each secret must be at least 32 characters")).min(1))
      .optional(),
  ),
  HOST: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  MAIL_BULK_PER_SECOND: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(100).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  ADMIN_EMAILS: optionalText,
  TRUST_PROXY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(10).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  PAGE_CACHE_MS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(5000).optional()),
  WEB_CONCURRENCY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
  WORKER_HEALTH_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
});

/** Every environment variable the app reads (.env.example explains each one). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

const PRODUCTION_REQUIRED = [
  "PORT",
  "DATABASE_URL",
  "APP_URL",
  "SESSION_SECRET",
  "SMTP_URL",
  "MAIL_FROM",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_ID",
  "ADMIN_EMAILS",
  "TRUST_PROXY",
] as const;

export type Config = {
  mode: "demo" | "production";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  /** The current session secret: it signs cookies and form tokens. */
  sessionSecret: string;
  /** Every accepted session secret, current first (older ones still verify cookies during a rotation). */
  sessionSecrets: readonly string[];
  /**
   * The address the server listens on: demo mode (where admin@example.com is an admin) only the loopback
   * address unless HOST is set; hostWarning says why an explicit HOST in demo mode is dangerous.
   */
  host: string;
  hostWarning: string | undefined;
  /** bulkPerSecond: the most bulk emails (linking reminders) one worker process hands the transport each second. */
  mail: { smtpUrl: string | undefined; from: string; bulkPerSecond: number };
  stripe:
    /** apiUrl: where the provider's API is (unset: the provider's own); tests point it at a local stand-in. */
    { secretKey: string; webhookSecret: string; priceId: string; apiUrl: string | undefined } | undefined;
  s3:
    | { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  adminEmails: readonly string[];
  trustProxy: number;
  logLevel: string;
  /** How long an anonymous directory page is served from the page micro-cache (0: off). */
  pageCacheMs: number;
  /** How many web processes serve HTTP (sharing the port); 1 serves from the main process itself. */
  webConcurrency: number;
  /** Where `npm run worker` answers its health check (GET /healthz); unset: it answers none. */
  workerHealthPort: number | undefined;
};

/** The part of the configuration the browser may see. Nothing else leaves the server. */
export type PublicConfig = { appUrl: string; demoMode: boolean };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production) {
    const missing = PRODUCTION_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production mode (NODE_ENV=production) needs these environment variables: ${missing.join(", ")}`,
      );
    }
  }
  const s3Parts = [e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError("S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together");
  }
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR ?? ".data");
  const adminEmails = (e.ADMIN_EMAILS ?? "admin@example.com")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return {
    mode: production ? "production" : "demo",
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    ...sessionSecrets(e.SESSION_SECRET ?? [demoSessionSecret(dataDir)]),
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    hostWarning:
      !production && e.HOST !== undefined
        ? `Warning: demo mode is listening on ${e.HOST}. In demo mode admin@example.com is an admin and /dev/mailbox shows every sign-in link: anyone who can reach this address can act as admin.`
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? "Canadian Therapist Directory <no-reply@localhost>",
      bulkPerSecond: e.MAIL_BULK_PER_SECOND ?? 10,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    adminEmails,
    trustProxy: e.TRUST_PROXY ?? 0,
    logLevel: e.LOG_LEVEL ?? "info",
    pageCacheMs: e.PAGE_CACHE_MS ?? 1000,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    workerHealthPort: e.WORKER_HEALTH_PORT,
  };
}

export function publicConfig(config: Config): PublicConfig {
  return { appUrl: config.appUrl, demoMode: config.mode === "demo" };
}

function sessionSecrets(secrets: readonly string[]): { sessionSecret: string; sessionSecrets: readonly string[] } {
  return { sessionSecret: secrets[0]!, sessionSecrets: secrets };
}

/** Demo mode only: a secret generated once and kept in $DATA_DIR so sessions survive restarts. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
}
