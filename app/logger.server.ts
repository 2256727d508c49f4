import pino from "pino";

export type Logger = pino.Logger;

/** Secrets that travel in query strings (the magic-link token) are masked in any logged URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token)=)[^&#\s]*/gi, "$1[redacted]");
}

// One structured logger per process. Anything that could carry a secret is redacted by path, and the `url` of
// any log line (request errors log the URL) has its token masked.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ["token", "*.token", "password", "*.password", "headers.cookie", "*.headers.cookie", "sessionSecret"],
        censor: "[redacted]",
      },
      // A caught Response (the 503 a query throws while the database is unavailable) is logged by its status:
      // pino cannot read a Response's own fields and would throw instead of logging.
      serializers: {
        err: (value: unknown) =>
          value instanceof Response ? { type: "Response", status: value.status } : pino.stdSerializers.err(value as Error),
      },
      formatters: {
        log: (object) => (typeof object.url === "string" ? { ...object, url: redactUrl(object.url) } : object),
      },
    },
    destination,
  );
}
