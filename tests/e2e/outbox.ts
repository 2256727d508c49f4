import { listOutbox, type OutboxMessage } from "../../app/mail/outbox.server.ts";
import { e2eDataDir, expect } from "./app.ts";

// The emails the worker's app has sent (its outbox in DATA_DIR), newest first, as tests wait for one.

export type { OutboxMessage };

/** The outbox as it is now. */
export const outboxNow = (): Promise<OutboxMessage[]> => listOutbox(e2eDataDir());

/**
 * What `find` makes of the outbox once it finds something (a value other than undefined, false or ""), asked every
 * 200 ms: the worker sends an email within a second of its job, and a test waits for no more than that.
 */
export async function fromOutbox<T>(
  find: (sent: OutboxMessage[]) => T | undefined | false | "",
  options: { timeout?: number; message?: string } = {},
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const value = find(await outboxNow());
        found = value === false || value === "" ? undefined : value;
        return found !== undefined;
      },
      { intervals: [100, 200], timeout: options.timeout ?? 20_000, message: options.message },
    )
    .toBe(true);
  return found!;
}
