import { useEffect, useRef, type CSSProperties } from "react";

// When a screen changes state in place ('Check Your Email', 'Login Successful!', 'Verification Failed'), focus
// moves to its new heading so keyboard and screen-reader users land on it. The heading is not a control, so it
// shows no focus ring (an inline style, since the site-wide :focus-visible rule outranks utility classes).

export const PROGRAMMATIC_FOCUS: CSSProperties = { outline: "none" };

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * As useFocusOnMount, only when the focus was lost to the page once the page has `settled` (a page's data reloaded
 * after an action: an answer can be drawn before the list it changed): an answer shown after a press takes the focus
 * when the control pressed went away (a message marked replied, a post deleted), and leaves it on a control that
 * stays (a "Still accurate" pressed again). Checked once.
 */
export function useFocusIfLost<T extends HTMLElement>(settled: boolean) {
  const ref = useRef<T>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (!settled || checked.current) return;
    checked.current = true;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [settled]);
  return ref;
}
