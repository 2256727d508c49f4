import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { useScriptMarker } from "./script-marker.tsx";

// Scroll positions as React Router keeps them: its hook saves the position of each history entry (by the entry's
// key) in sessionStorage when the page is left and restores it on client navigations; an inline script, before the
// page is painted, restores the position of an entry loaded again as a document (a reload, Back after the page was
// dropped from memory). Two things differ from React Router's own script, which gave every entry its key and read
// the stored positions on every load:
// - an entry gets its key just before the page hydrates (keyHistoryEntry), which is when React Router first reads
//   it; a page that never hydrates is left to the browser's own scroll restoration, which React Router turns off
//   only while it runs the page;
// - the stored positions are read only for an entry that has a key, since nothing can be stored under any other.
// Writing the history entry and the first read of sessionStorage are round trips to the browser process (each up
// to 10 ms on a phone), which the page then no longer makes before its first paint.

/** Where React Router's hook keeps the positions (its default). */
const STORAGE_KEY = "react-router-scroll-positions";

/** The key of a history entry React Router has known, if any. (Runs in the inline script too.) */
function entryKey(state: unknown): string | null {
  const key = typeof state === "object" && state !== null && "key" in state ? state.key : null;
  return typeof key === "string" && key !== "" ? key : null;
}

/** Scrolls an entry loaded again to where it was left. (Runs as an inline script.) */
function restoreScroll(storageKey: string, keyOf: typeof entryKey): void {
  const key = keyOf(history.state);
  if (key === null) return;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key];
    if (typeof stored === "number") scrollTo(0, stored);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}

/** The inline script's text. */
export const RESTORE_SCRIPT = `(${restoreScroll})(${JSON.stringify(STORAGE_KEY)},${entryKey})`;

/** Gives the history entry a key of its own if it has none, before React Router reads it as it hydrates the page. */
export function keyHistoryEntry(): void {
  if (entryKey(history.state) === null) history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
}

/** In place of React Router's <ScrollRestoration />: the same hook, and the script above. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script nonce={useScriptMarker()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />
  );
}
