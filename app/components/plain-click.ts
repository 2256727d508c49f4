import type { MouseEvent } from "react";

/**
 * A click on a link that the page may answer in place: the main button, no modifier key. With Ctrl, Cmd, Shift or
 * Alt the browser opens the link in a new tab or window (or downloads it), as a person asks, so the page leaves
 * the click alone.
 */
export function isPlainClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
