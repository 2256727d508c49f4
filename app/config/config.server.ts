import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIPv6 } from "node:net";
import os from "node:os";
import path from "node:path";
import { frenchSender } from "#app/mail/sender.ts";
import { ConfigError, PRODUCTION_REQUIRED, readEnv, variablesOf, type Env } from "./env.server.ts";

export { ConfigError, PRODUCTION_REQUIRED, variablesOf };

/** Every environment variable the app reads (.env.example explains each one). */
export const CONFIG_VARIABLES = variablesOf(["database", "services", "web"]);

// The environment is parsed once per process, here, and only as far as the process needs it (env.server.ts says
// which variables each part holds). Demo mode (the default) needs no variable at all; production mode
// (NODE_ENV=production) refuses to start and names every variable it lacks instead of falling back to a demo part.

/** The names demo mode answers to on any port besides APP_URL's and HOST's: the loopback ones. */
const DEFAULT_FROM = "Canadian Therapist Directory <no-reply@localhost>";
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** What every process that touches PostgreSQL reads: the command-line tools need no more. */
export type DatabaseConfig = {
  mode: "demo" | "production";
  dataDir: string;
  /** Unset: the embedded PostgreSQL under $DATA_DIR (demo mode). */
  databaseUrl: string | undefined;
};

/** What the app's services (pages, actions, jobs) read: the job worker needs this and the database part. */
export type ServicesConfig = DatabaseConfig & {
  appUrl: string;
  /** The current session secret: it signs cookies and form tokens. */
  sessionSecret: string;
  /** Every accepted session secret, current first (older ones still verify cookies during a rotation). */
  sessionSecrets: readonly string[];
  /** bulkPerSecond: the most bulk emails (linking reminders) one worker process hands the transport each second. */
  /** from: the English sender; fromFr: the French emails' (MAIL_FROM_FR, else MAIL_FROM's address under the site's French name). */
  mail: { smtpUrl: string | undefined; from: string; fromFr: string; bulkPerSecond: number };
  stripe:
    /** apiUrl: where the provider's API is (unset: the provider's own); tests point it at a local stand-in. */
    { secretKey: string; webhookSecret: string; priceId: string; apiUrl: string | undefined } | undefined;
  s3:
    | { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  adminEmails: readonly string[];
  logLevel: string;
  /** The job worker's health check port (GET /healthz on the loopback address); unset: none. */
  workerHealthPort: number | undefined;
};

/** The web server's configuration: every part. */
export type Config = ServicesConfig & {
  port: number;
  /**
   * The address the server listens on: demo mode (where admin@example.com is an admin) only the loopback
   * address unless HOST is set; hostWarning says why an explicit HOST in demo mode is dangerous.
   */
  host: string;
  hostWarning: string | undefined;
  /**
   * The host names a request may be addressed to (its Host, or X-Forwarded-Host behind a trusted proxy), lower
   * case, ports not compared: production only APP_URL's; demo mode also localhost, 127.0.0.1, [::1] and HOST. A
   * page of another name that resolves to this server (DNS rebinding) is not answered.
   */
  allowedHosts: readonly string[];
  trustProxy: number;
  /** How long an anonymous directory page is served from the page micro-cache (0: off). */
  pageCacheMs: number;
  /** How many web processes serve HTTP (sharing the port); 1 serves from the main process itself. */
  webConcurrency: number;
};

/** The part of the configuration the browser may see. Nothing else leaves the server. */
export type PublicConfig = { appUrl: string; demoMode: boolean };

type EnvInput = Record<string, string | undefined>;

/** The command-line tools' configuration (migrate, reindex, seed): the database and nothing else. */
export function parseDatabaseConfig(env: EnvInput): DatabaseConfig {
  return databasePart(readEnv(env, ["database"]));
}

/** The job worker's configuration: the database and the services. */
export function parseServicesConfig(env: EnvInput): ServicesConfig {
  const e = readEnv(env, ["database", "services"]);
  return servicesPart(e, databasePart(e));
}

/** The web server's configuration: every part. */
export function parseConfig(env: EnvInput): Config {
  const e = readEnv(env, ["database", "services", "web"]);
  const production = e.NODE_ENV === "production";
  const services = servicesPart(e, databasePart(e));
  const appHost = hostName(new URL(services.appUrl).hostname);
  return {
    ...services,
    port: e.PORT ?? 3000,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    hostWarning:
      !production && e.HOST !== undefined
        ? `Warning: demo mode is listening on ${e.HOST}. In demo mode admin@example.com is an admin and /dev/mailbox shows every sign-in link: anyone who can reach this address can act as admin. It answers only requests addressed to localhost, 127.0.0.1, [::1], ${e.HOST} or APP_URL's host (${appHost}).`
        : undefined,
    allowedHosts: production
      ? [appHost]
      : [...new Set([...LOOPBACK_HOSTS, appHost, ...(e.HOST === undefined ? [] : [hostName(e.HOST)])])],
    trustProxy: e.TRUST_PROXY ?? 0,
    pageCacheMs: e.PAGE_CACHE_MS ?? 1000,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
  };
}

export function publicConfig(config: ServicesConfig): PublicConfig {
  return { appUrl: config.appUrl, demoMode: config.mode === "demo" };
}

function databasePart(e: Env): DatabaseConfig {
  return {
    mode: e.NODE_ENV === "production" ? "production" : "demo",
    dataDir: path.resolve(process.cwd(), e.DATA_DIR ?? ".data"),
    databaseUrl: e.DATABASE_URL,
  };
}

function servicesPart(e: Env, database: DatabaseConfig): ServicesConfig {
  const s3Parts = [e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError("S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together");
  }
  const secrets = e.SESSION_SECRET ?? [demoSessionSecret(database.dataDir)];
  return {
    ...database,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT ?? 3000}`).replace(/\/+$/, ""),
    sessionSecret: secrets[0]!,
    sessionSecrets: secrets,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? DEFAULT_FROM,
      fromFr: e.MAIL_FROM_FR ?? frenchSender(e.MAIL_FROM ?? DEFAULT_FROM),
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
    adminEmails: e.ADMIN_EMAILS ?? ["admin@example.com"],
    logLevel: e.LOG_LEVEL ?? "info",
    workerHealthPort: e.WORKER_HEALTH_PORT,
  };
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

function hostName(host: string): string {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  return isIPv6(name) ? `[${name}]` : name;
}

/** Whether a request addressed to this host name (no port) is answered: see Config.allowedHosts. */
export function isAllowedHost(config: Pick<Config, "allowedHosts">, hostname: string): boolean {
  return config.allowedHosts.includes(hostName(hostname));
}
