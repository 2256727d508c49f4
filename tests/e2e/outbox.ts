import { listOutboxIds, readOutboxMessage, type OutboxMessage } from "../../app/mail/outbox.server.ts";
import { e2eDataDir, expect } from "./app.ts";

// The emails the worker's app has sent (its outbox in DATA_DIR), newest first, as tests wait for one.

export type { OutboxMessage };

/**
 * Each message read once: a message's file never changes once it is listed (it is written whole, then named), and
 * parsing every message on every look (five looks a second while a test waits, hundreds of messages by the end of
 * a run) cost the test worker more processor time than many of its pages.
 */
const parsed = new Map<string, OutboxMessage>();

/** The outbox as it is now: every message, newest first. */
export async function outboxNow(): Promise<OutboxMessage[]> {
  const dataDir = e2eDataDir();
  const messages = await Promise.all(
    (await listOutboxIds(dataDir)).map(async (id) => {
      const key = `${dataDir}\n${id}`;
      const known = parsed.get(key);
      if (known) return known;
      const message = await readOutboxMessage(dataDir, id);
      if (message) parsed.set(key, message);
      return message;
    }),
  );
  return messages.filter((message): message is OutboxMessage => message !== null);
}

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
