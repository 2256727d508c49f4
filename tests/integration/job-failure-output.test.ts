import { mkdtempSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { ensureQueues, enqueue, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { capturedLogger } from "../support/logger.ts";

// A failed job keeps what went wrong (pg-boss stores it as the job's output, and copies it to the dead letter),
// but not who it was for: a mail server that refuses a recipient quotes the address, and neither the stored
// output nor the log line keeps it.

const ADDRESS = "jane.private@clinic.example";

/** A mail server that accepts the connection and the sender, then refuses every recipient, quoting it. */
function refusingMailServer(): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.write("220 mail.test ESMTP\r\n");
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += String(chunk);
      for (let end = buffered.indexOf("\r\n"); end !== -1; end = buffered.indexOf("\r\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const recipient = /^RCPT TO:<([^>]*)>/i.exec(line)?.[1];
        if (/^(?:EHLO|HELO)/i.test(line)) socket.write("250 mail.test\r\n");
        else if (recipient) socket.write(`550 5.1.1 <${recipient}>: Recipient address rejected: User unknown\r\n`);
        else if (/^QUIT/i.test(line)) socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let t: TestDatabase;
let boss: Boss;
let smtp: net.Server;
const logged = capturedLogger("info");

beforeAll(async () => {
  t = await createTestDb();
  smtp = await refusingMailServer();
  const config = parseConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "job-output-")),
    SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
  });
  boss = await startBoss(t.url, "worker", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
  await startWorkers(createAppServices({ db: t.db, boss, config, logger: logged.logger }));
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false });
  smtp?.close();
  await t?.release();
});

it("stores a refused email's error without the address, and logs it without the address", async () => {
  const id = await enqueue(boss, sendEmail, { to: ADDRESS, subject: "Your sign-in link", text: "x" });
  const Row = z.object({ state: z.string(), output: z.string().nullable() });
  let row = { state: "created", output: null as string | null };
  for (let i = 0; i < 200 && row.state !== "retry"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    row = await t.db.one(sql.type(Row)`SELECT state, output::text AS output FROM pgboss.job WHERE id = ${id}`);
  }
  expect(row.state).toBe("retry");
  const output = JSON.parse(row.output ?? "{}") as { message?: string; stack?: string };
  expect(output.message).toMatch(/Recipient address rejected/);
  expect(output.message).toContain("<[email]>");
  expect(row.output).not.toMatch(/jane|clinic\.example/);
  const failure = logged.lines.find((line) => line.includes('"job failed"'));
  expect(failure).toBeDefined();
  expect(failure).toMatch(/Recipient address rejected/);
  expect(failure).not.toMatch(/jane|clinic\.example/);
});
