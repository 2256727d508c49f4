import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { useScriptMarker } from "./script-marker.tsx";

// Scroll positions as React Router keeps them: its hook saves the position of each history entry (by the entry's
// key) in sessionStorage when the page is left and restores it on client navigations; an inline script, before the
// page is painted, restores the position of an entry loaded again as a document (a reload, Back after the page was
// dropped from memory). The script is React Router's own but for one thing: an entry seen for the first time gets
// its key and reads nothing, since nothing can be stored under a key just made. Its first read of sessionStorage
// (a round trip to the browser process, up to 10 ms on a phone before the page is painted) is left to the visits
// that can use it.

/** Where React Router's hook keeps the positions (its default). */
const STORAGE_KEY = "react-router-scroll-positions";

/** Gives a new history entry its key, or scrolls a known one to where it was left. (Runs as an inline script.) */
function restoreScroll(storageKey: string): void {
  const state: unknown = history.state;
  const key = typeof state === "object" && state !== null && "key" in state ? state.key : undefined;
  if (typeof key !== "string" || key === "") {
    history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key];
    if (typeof stored === "number") scrollTo(0, stored);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}

/** The inline script's text. */
export const RESTORE_SCRIPT = `(${restoreScroll})(${JSON.stringify(STORAGE_KEY)})`;

/** In place of React Router's <ScrollRestoration />: the same hook, and the script above. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script nonce={useScriptMarker()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />
  );
}
