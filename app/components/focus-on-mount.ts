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
