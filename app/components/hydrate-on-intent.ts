// A page people mostly read (the directory, a profile, the blog) hydrates when its visitor first shows an intent
// to use it, not as it loads. Until then it is the server's HTML, complete and working (the browser follows its
// links and sends its forms), and a phone spends nothing on hydrating it; its scripts load and run meanwhile, so
// only hydrating is left for that moment. An intent is a press anywhere but on a link, a key, a focus outside a
// link, the mouse moved or a wheel turned; a press on a link (and the focus it moves there) is none: the browser
// follows the link at once. An inline script, first in the head, notes the first intent from the start of the
// page (before the scripts have loaded); the scripts then hydrate at once or when it comes. A route marks its
// pages with HYDRATE_ON_INTENT as its `handle`, and the root layout writes that on <html data-hydrate> for the
// scripts to read.

declare global {
  interface Window {
    /** Set by the inline script on the visitor's first intent. */
    __intent?: boolean;
    /** What the scripts do on the first intent, if it has not come yet. */
    __onIntent?: () => void;
  }
}

const ON_INTENT = "on-intent";

/** The `handle` of a route whose pages hydrate on their visitor's first intent. */
export const HYDRATE_ON_INTENT = { hydrate: ON_INTENT } as const;

/** The value of <html data-hydrate> for a page whose deepest route has `handle`. */
export const hydrateAttribute = (handle: unknown): string | undefined =>
  typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === ON_INTENT
    ? ON_INTENT
    : undefined;

export const hydratesOnIntent = () => document.documentElement.dataset.hydrate === ON_INTENT;

/** Runs `then` once the visitor has shown an intent: now if they have. */
export function whenIntended(then: () => void): void {
  if (window.__intent) then();
  else window.__onIntent = then;
}

/** Whether an event shows an intent to use the page. (Runs as an inline script: it uses nothing from outside.) */
function isIntent(event: Event): boolean {
  // a mouse moved by its user (the browser's own moves, after a layout under a resting pointer, move it by 0)
  if (event instanceof PointerEvent && event.type === "pointermove")
    return event.pointerType === "mouse" && (event.movementX !== 0 || event.movementY !== 0);
  // a press on a link, and the focus it gives the link, are followed by the browser itself
  if (event.type !== "pointerdown" && event.type !== "focusin") return true;
  return !(event.target instanceof Element && event.target.closest("a[href]"));
}

/** Notes the first intent, and does what the scripts wait to do on it. (Runs as an inline script.) */
function watchIntent(intent: typeof isIntent) {
  const types = ["pointerdown", "pointermove", "keydown", "focusin", "wheel"];
  const seen = (event: Event) => {
    if (!intent(event)) return;
    window.__intent = true;
    for (const type of types) removeEventListener(type, seen, true);
    window.__onIntent?.();
  };
  for (const type of types) addEventListener(type, seen, { capture: true, passive: true });
}

export const INTENT_SCRIPT = `(${watchIntent})(${isIntent})`;
