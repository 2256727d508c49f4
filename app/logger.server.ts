import pino from "pino";

export type Logger = pino.Logger;

// One structured logger per process. Anything that could carry a secret is redacted by path.
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ["token", "*.token", "password", "*.password", "headers.cookie", "*.headers.cookie", "sessionSecret"],
      censor: "[redacted]",
    },
  });
}
