import { describe, expect, it } from "vitest";
import { bindBrowser, browserBinding } from "./browser-binding.server.ts";

// The cookie that binds a sign-in link to the browser that asked for it.

describe("the browser binding cookie", () => {
  it("in production is __Host- prefixed and Secure, besides HttpOnly, SameSite=Lax and 15 minutes", async () => {
    const { setCookie } = await bindBrowser(null, "production");
    expect(setCookie).toMatch(/^__Host-sign-in-browser=[^;]+; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("keeps the browser's value while it lasts, and replaces a malformed one", async () => {
    const first = await bindBrowser(null, "demo");
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = first.setCookie.split(";")[0]!;
    expect(await browserBinding(cookie, "demo")).toBe(first.value);
    expect((await bindBrowser(`theme=dark; ${cookie}`, "demo")).value).toBe(first.value);

    const malformed = `__sign-in-browser=${encodeURIComponent(btoa(JSON.stringify("short")))}`;
    expect(await browserBinding(malformed, "demo")).toBeNull();
    expect((await bindBrowser(malformed, "demo")).value).not.toBe("short");
    // a demo cookie means nothing to production, whose cookie has another name
    expect(await browserBinding(cookie, "production")).toBeNull();
  });
});
