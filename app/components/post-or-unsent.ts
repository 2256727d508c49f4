import { data, isRouteErrorResponse } from "react-router";

// A post that gets no answer at all (offline, the connection lost) or fails on the server (a 500) is the form's to
// tell, not the error boundary's: the form stays as typed, the page stays, and the form says its own "please try
// again" (what a person typed is never lost to an error page). Its own module, apart from the form's hook, so that
// a route takes only this as its clientAction (the profile page loads it before the contact dialog's lazy form).

/** What a form's post answers when it got no answer: no message of the server's, so the form shows its own. */
export type Unsent = { status: 503; message: "" };

/**
 * A form's route `clientAction`: the page action's answer, or Unsent when the post got no answer (fetch rejects
 * with a TypeError) or the server failed on it (the app's own errors arrive as a plain Error, a 5xx from anything
 * in front of it as an error response). Sent as a 503, so no loader reloads over the same dead connection. A
 * redirect or a refusal the action throws (sign in first, not found: a 4xx) goes on as without it.
 */
export async function postOrUnsent<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    const failed = error instanceof Error || (isRouteErrorResponse(error) && error.status >= 500);
    if (!failed) throw error;
    return data<Unsent>({ status: 503, message: "" }, { status: 503 });
  }
}
