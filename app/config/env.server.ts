import { z } from "zod";

// Every environment variable the app reads, with its format, grouped into the parts a process may ask for: a
// command-line tool that only touches PostgreSQL reads (and validates, and in production requires) only the
// database part; the job worker adds the services part; the web server all three.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const count = (min: number, max: number) =>
  optionalText.pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional());

const PORT = z.coerce.number().int().min(0).max(65535).optional();

/** Variables every part reads: the mode and where local files go. */
const BASE = { NODE_ENV: optionalText, DATA_DIR: optionalText };

const DATABASE = { DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()) };

const SERVICES = {
  // PORT: only for the demo default of APP_URL (http://localhost:$PORT)
  PORT,
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
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  MAIL_FROM_FR: optionalText,
  MAIL_BULK_PER_SECOND: count(1, 100),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // A list (comma-separated) of email addresses, each one an admin's; lower-cased as sign-in takes them.
  ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("each must be an email address").toLowerCase()).min(1))
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  // Only the job worker listens on it (GET /healthz, loopback), for a container's health check.
  WORKER_HEALTH_PORT: count(1, 65535),
};

const WEB = {
  PORT,
  HOST: optionalText,
  TRUST_PROXY: count(0, 10),
  PAGE_CACHE_MS: count(0, 5000),
  WEB_CONCURRENCY: count(1, 64),
};

type Fields = typeof BASE & typeof DATABASE & typeof SERVICES & typeof WEB;
/** Every variable, parsed. A part's schema reads only its own; the others stay undefined. */
export type Env = { [K in keyof Fields]?: z.output<Fields[K]> };
type Name = keyof Env;

/**
 * The parts, each with its variables and those production mode (NODE_ENV=production) requires of a process that
 * reads the part. A process names every missing one at once and refuses to start.
 */
export const CONFIG_PARTS = {
  database: { schema: z.object({ ...BASE, ...DATABASE }), required: ["DATABASE_URL"] },
  services: {
    schema: z.object({ ...BASE, ...SERVICES }),
    required: [
      "APP_URL",
      "SESSION_SECRET",
      "SMTP_URL",
      "MAIL_FROM",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_ID",
      "ADMIN_EMAILS",
    ],
  },
  web: { schema: z.object({ ...BASE, ...WEB }), required: ["PORT", "TRUST_PROXY"] },
} satisfies Record<string, { schema: z.ZodType<Partial<Env>>; required: readonly Name[] }>;

export type ConfigPart = keyof typeof CONFIG_PARTS;

/** The variables a process that reads these parts reads (for its usage text). */
export function variablesOf(parts: readonly ConfigPart[]): string[] {
  return [...new Set(parts.flatMap((part) => Object.keys(CONFIG_PARTS[part].schema.shape)))];
}

/** Every variable production mode requires of the web server (which reads every part). */
export const PRODUCTION_REQUIRED: readonly Name[] = Object.values(CONFIG_PARTS).flatMap((part) => part.required);

const NODE_ENVS = ["production", "development", "test"];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The variables of the given parts, parsed; in production mode every required one of them must be set. */
export function readEnv(env: Record<string, string | undefined>, parts: readonly ConfigPart[]): Env {
  // Any other NODE_ENV (a "staging", say) refuses to start rather than silently run the demo, where
  // admin@example.com is an admin.
  const nodeEnv = env.NODE_ENV?.trim();
  if (nodeEnv && !NODE_ENVS.includes(nodeEnv)) {
    throw new ConfigError(
      `NODE_ENV must be production, development or test (the last two, like leaving it unset, run demo mode), not "${nodeEnv}".`,
    );
  }
  const values: Env = {};
  const problems: string[] = [];
  for (const part of parts) {
    const parsed = CONFIG_PARTS[part].schema.safeParse(env);
    if (parsed.success) Object.assign(values, parsed.data);
    else problems.push(...parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${[...new Set(problems)].join("\n  ")}`);
  }
  if (values.NODE_ENV === "production") {
    const required = [...new Set(parts.flatMap((part): readonly Name[] => CONFIG_PARTS[part].required))];
    const missing = required.filter((name) => values[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production mode (NODE_ENV=production) needs these environment variables: ${missing.join(", ")}`,
      );
    }
  }
  return values;
}
