import { e2eDataDir, expect, test } from "./app.ts";
import { parseConfig } from "../../app/config/config.server.ts";
import { createMailTransport } from "../../app/mail/transport.server.ts";

// The demo outbox: a message the mail transport writes appears at /dev/mailbox with its link.
test("the outbox writes an email that /dev/mailbox shows, newest first, with its links", async ({ page }) => {
  const config = parseConfig({ DATA_DIR: e2eDataDir() });
  const transport = createMailTransport(config);
  await transport.send({ to: "older@example.com", subject: "Older message", text: "First." });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const link = "http://localhost:3000/auth/verify?token=abc123";
  await transport.send({ to: "reader@example.com", subject: "Your sign-in link", text: `Sign in here:\n${link}\n` });

  await page.goto("/dev/mailbox");
  const items = page.getByRole("listitem").filter({ hasText: "To:" });
  await expect(items.first()).toContainText("Your sign-in link");
  await expect(items.first()).toContainText("reader@example.com");
  await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", link);
  await expect(items.nth(1)).toContainText("Older message");
});
