import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

// Demo mode's mail transport: each message is written, exactly as SMTP would have carried it (RFC 5322),
// to $DATA_DIR/outbox/<ISO time>-<id>.eml. /dev/mailbox reads them back with mailparser, a development dependency
// (production images leave it out) loaded only when the mailbox is read. A message is deleted OUTBOX_RETENTION_DAYS
// after it was written (the nightly purge-outbox job): it holds what a real one would (addresses, names, a contact
// message, sign-in links), and the outbox grew until .data/ was deleted.

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export async function writeOutboxMessage(dataDir: string, raw: Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, "-");
  const file = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
  // written whole under a name the mailbox does not list, then renamed: a reader never finds half a message
  const partial = path.join(dir, `.${file}${PARTIAL_SUFFIX}`);
  await writeFile(partial, raw);
  await rename(partial, path.join(dir, file));
  return file;
}

export type OutboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string | null;
  text: string;
  links: string[];
};

const FILE_NAME = /^[\w.-]+\.eml$/;
/** A message being written; one left by a process that stopped mid-write is deleted after PARTIAL_KEPT_MS. */
const PARTIAL_SUFFIX = ".partial";
const PARTIAL_KEPT_MS = 3_600_000;
/** As long as the longest-lived link an email carries works (a message's "I replied" and follow-up links: 30 days). */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Deletes the messages written longer ago than the retention period as of `now`, and any message a stopped
 * process left half written (an hour old: nothing takes that long to write); answers how many.
 */
export async function purgeOutbox(dataDir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir(dataDir));
  } catch {
    return 0; // no outbox: nothing was ever written (or SMTP sends the mail)
  }
  const cutoff = (name: string) =>
    now.getTime() - (name.endsWith(PARTIAL_SUFFIX) ? PARTIAL_KEPT_MS : OUTBOX_RETENTION_DAYS * 86_400_000);
  const files = names.filter((name) => FILE_NAME.test(name) || name.endsWith(PARTIAL_SUFFIX));
  let deleted = 0;
  for (const file of files) {
    const where = path.join(outboxDir(dataDir), file);
    // a message being written may be renamed meanwhile: gone from here, nothing to do
    const written = await stat(where).catch(() => null);
    if (!written || written.mtimeMs >= cutoff(file)) continue;
    await rm(where, { force: true });
    deleted++;
  }
  return deleted;
}
/** The newest messages the mailbox lists. */
const OUTBOX_LIST_LIMIT = 100;

/** The messages' ids (their file names), newest first; none when nothing was ever written. */
export async function listOutboxIds(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(outboxDir(dataDir)))
      .filter((name) => FILE_NAME.test(name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

export async function listOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const files = await listOutboxIds(dataDir);
  return Promise.all(files.slice(0, OUTBOX_LIST_LIMIT).map((file) => readOutboxMessage(dataDir, file))).then(
    (messages) => messages.filter((message): message is OutboxMessage => message !== null),
  );
}

export async function readOutboxMessage(dataDir: string, id: string): Promise<OutboxMessage | null> {
  if (!FILE_NAME.test(id)) return null;
  let raw: Buffer;
  try {
    raw = await readFile(path.join(outboxDir(dataDir), id));
  } catch {
    return null;
  }
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? "";
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
  return {
    id,
    to,
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "(no subject)",
    date: parsed.date ? parsed.date.toISOString() : null,
    text,
    links: [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])],
  };
}
