import type { Page } from "@playwright/test";
import { ipBucket } from "../../app/auth/rate-limit.server.ts";
import { issueFormToken } from "../../app/inquiries/form-token.server.ts";
import { pairSubject } from "../../app/inquiries/inquiries.server.ts";
import { appQuery, forgetRateLimit } from "./app-database.ts";
import { appSecret } from "./app.ts";

// The contact form as a person sends it. The server refuses a message sent within three seconds of its form being
// shown (a bot's speed), by the time signed into the form's token, and more than ten messages an hour from one
// address (three to one therapist). Both refusals are tested as served (profile.spec, tests/integration/contact.test.ts); elsewhere a test
// need not sit out a person's typing time, nor count its messages against the address all the spec files share.

/** A profile page's address: the contact form posts to its page (as a form, or as the router's `.data` request). */
const PROFILE = (url: URL) => /^\/(?:fr\/therapeutes|therapists)\//.test(url.pathname);

type Handler = Parameters<Page["route"]>[1];
/** Each page's one route that signs its sent forms (a new time replaces it; a test's end removes every route). */
const signing = new WeakMap<Page, Handler>();

/**
 * From now on, the contact forms this page sends carry a token signed by the app's own function for the time
 * `shownAt()` gives when each is sent, in place of the one they were served with (a form field the page's scripts
 * may draw again, so it is the sent form that is changed).
 */
export async function formsShownAt(page: Page, shownAt: () => number): Promise<void> {
  const before = signing.get(page);
  if (before) await page.unroute(PROFILE, before);
  const handler: Handler = async (route) => {
    const body = route.request().method() === "POST" ? route.request().postData() : null;
    if (!body?.includes("formToken")) return route.fallback();
    const token = issueFormToken(appSecret(), shownAt());
    // a urlencoded field (formToken=…) or a multipart one (name="formToken", a blank line, then the value)
    await route.fallback({ postData: body.replace(/(formToken(?:=|"\r\n\r\n))\d+\.[\w-]+/, `$1${token}`) });
  };
  signing.set(page, handler);
  await page.route(PROFILE, handler);
}

/** The page's contact forms as if shown four seconds before they are sent, from an address that sent none this hour. */
export async function readyToSend(page: Page): Promise<void> {
  const networks = ["127.0.0.1", "::1"].map(ipBucket);
  await forgetRateLimit("contact:ip", networks);
  const therapists = await appQuery<{ id: string }>("SELECT id FROM therapists");
  await forgetRateLimit(
    "contact:pair",
    networks.flatMap((network) => therapists.map(({ id }) => pairSubject(network, id))),
  );
  await formsShownAt(page, () => Date.now() - 4_000);
}
