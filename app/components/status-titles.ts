import { isRouteErrorResponse } from "react-router";
import type { MessageId } from "#app/i18n/catalogue.ts";

// The words of a status screen (a refused request, an unknown page, a page the account may not see, a short outage,
// an error nobody planned for): its status, its heading and text, and the page's title in the browser's tab.

const KNOWN = [400, 403, 404, 503] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (status: number): status is Known => KNOWN.includes(status as Known);

/** The screen's heading. */
export const statusHeadingId = (status: number): MessageId =>
  isKnown(status) ? `status.${status}.title` : "status.other.title";

/** The screen's text. */
export const statusTextId = (status: number): MessageId =>
  isKnown(status) ? `status.${status}.text` : "status.other.text";

/** The page's title (an unknown page is "Page Not Found", as the catch-all route's). */
export const statusTitleId = (status: number): MessageId =>
  status === 404 ? "status.notFoundTitle" : statusHeadingId(status);

/**
 * The title of a page whose words come with its loader: its own (`id`) once they came, else (a request refused
 * before its loader answered, such as a form post whose body is no form) the title of the error's status.
 */
export const pageTitleId = (id: MessageId, loaded: boolean, error: unknown): MessageId =>
  loaded ? id : statusTitleId(errorStatus(error));

/** The status of an error a boundary shows: a refusal's own (404, 400…), 500 for anything else. */
export const errorStatus = (error: unknown): number => (isRouteErrorResponse(error) ? error.status : 500);
