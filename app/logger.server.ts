import pino from "pino";
import { redactAddresses, redactUrl } from "#app/http/redact.ts";

export type Logger = pino.Logger;

/** Fields that carry personal data: people are logged by id, never by address, name or what they wrote. */
const PERSONAL = [
  "email",
  "to",
  "replyTo",
  "name",
  "firstName",
  "lastName",
  "phone",
  "subject",
  "text",
  "html",
  "message",
  "body",
];

/** The fields of a log line that hold a path or URL: logged through redactUrl (no address, no token). */
const URL_FIELDS = ["url", "path", "referer"] as const;

/** Every string in a serialized error (its message, stack and what a library adds, such as a mail server's
 * answer or the addresses it refused) without email addresses. */
function withoutAddresses(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactAddresses(value);
  if (depth > 4 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutAddresses(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutAddresses(item, depth + 1)]));
}

// One structured logger per process. Anything that could carry a secret or personal data is redacted by path
// (at the top level and one level down); a line's path and URL fields go through redactUrl, and an error keeps no
// email address (a mail server's refusal quotes the address).
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          ...["token", "password", "headers.cookie", "sessionSecret", ...PERSONAL].flatMap((path) => [
            path,
            `*.${path}`,
          ]),
          // `*.message` would also hide an error's message, so a nested message is redacted under its usual holders.
          ...["form", "data", "payload", "inquiry", "job"].map((holder) => `${holder}.message`),
        ].filter((path) => path !== "*.message"),
        censor: "[redacted]",
      },
      // A caught Response (the 503 a query throws while the database is unavailable) is logged by its status:
      // pino cannot read a Response's own fields and would throw instead of logging.
      serializers: {
        err: (value: unknown) =>
          value instanceof Response
            ? { type: "Response", status: value.status }
            : withoutAddresses(pino.stdSerializers.err(value as Error)),
      },
      formatters: {
        log: (object) => {
          const fields = URL_FIELDS.filter((field) => typeof object[field] === "string");
          if (fields.length === 0) return object;
          return {
            ...object,
            ...Object.fromEntries(fields.map((field) => [field, redactUrl(object[field] as string)])),
          };
        },
      },
    },
    destination,
  );
}
