import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { EmailMessage } from "#app/mail/message.ts";
import { openPayload, type Boss } from "./queue.server.ts";
import { sendBulkEmail } from "./send-bulk-email.server.ts";
import { sendEmail } from "./send-email.server.ts";

// The emails not yet sent to someone: waiting in the transactional or the bulk queue, waiting for a retry, or
// failed and kept for an operator's retry (the dead-letter queues). Dropped in the transaction that deletes their
// account, so no email goes to an address deleted with it. An email a worker is sending at that moment is not
// stopped. Payloads are sealed, so each waiting one is opened to read its address.

const QUEUES = [sendEmail, sendBulkEmail].flatMap((job) => [job.name, job.queue.deadLetter ?? job.name]);
const Waiting = z.object({ id: z.uuid(), data: z.unknown() });

function recipientOf(boss: Boss, data: unknown): string | null {
  try {
    return EmailMessage.parse(openPayload(boss, sendEmail, data)).to.toLowerCase();
  } catch {
    return null; // sealed with a secret no longer configured: it can never be sent
  }
}

/** Deletes every waiting email to one of the addresses (any case); returns how many. */
export async function dropUnsentEmailsTo(
  tx: CommonQueryMethods,
  boss: Boss,
  addresses: readonly string[],
): Promise<number> {
  const to = new Set(addresses.map((address) => address.toLowerCase()));
  const waiting = await tx.any(sql.type(Waiting)`
    SELECT id, data FROM pgboss.job
    WHERE name = ANY(${sql.array(QUEUES, "text")}) AND state IN ('created', 'retry')`);
  const dropped = waiting.filter((job) => to.has(recipientOf(boss, job.data) ?? "")).map((job) => job.id);
  if (dropped.length > 0)
    await tx.query(sql.unsafe`
      DELETE FROM pgboss.job WHERE name = ANY(${sql.array(QUEUES, "text")}) AND id = ANY(${sql.array(dropped, "uuid")})`);
  return dropped.length;
}
