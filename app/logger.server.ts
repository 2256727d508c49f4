import pino from "pino";

export type Logger = pino.Logger;

/** Secrets that travel in query strings (the magic-link token) are masked in any logged URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token)=)[^&#\s]*/gi, "$1[redacted]");
}

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

// One structured logger per process. Anything that could carry a secret or personal data is redacted by path
// (at the top level and one level down), and the `url` of any log line (request errors log the URL) has its
// token masked.
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
            : pino.stdSerializers.err(value as Error),
      },
      formatters: {
        log: (object) => (typeof object.url === "string" ? { ...object, url: redactUrl(object.url) } : object),
      },
    },
    destination,
  );
}
