import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// Demo mode's mail transport: each message is written, exactly as SMTP would have carried it (RFC 5322),
// to $DATA_DIR/outbox/<ISO time>-<id>.eml. /dev/mailbox reads them back with mailparser, a development dependency
// (production images leave it out) loaded only when the mailbox is read.

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export async function writeOutboxMessage(dataDir: string, raw: Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, "-");
  const file = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
  await writeFile(path.join(dir, file), raw);
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
/** The newest messages the mailbox lists. */
const OUTBOX_LIST_LIMIT = 100;

export async function listOutbox(dataDir: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir(dataDir))).filter((name) => FILE_NAME.test(name));
  } catch {
    return [];
  }
  files.sort().reverse();
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
