import { data } from "react-router";

// A page action's answer that the page shows as a toast (useAnswerToast): a title and a text, done (200) or
// failed with its HTTP status.

export function toastDone(title: string, description: string) {
  return { ok: true, title, description };
}

export function toastFailed(title: string, description: string, status: number) {
  return data({ ok: false, title, description }, { status });
}

/** Fields that do not parse: 400, under the page's own failure title. */
export function notUnderstood(title: string) {
  return toastFailed(title, "That request was not understood.", 400);
}
