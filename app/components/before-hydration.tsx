import { useEffect, type ReactNode } from "react";
import { whenDeferredDrawn } from "./deferred.tsx";
import { hydratesOnIntent, INTENT_SCRIPT, whenIntended } from "./hydrate-on-intent.ts";
import { MENU_SCRIPT } from "./menu-watch.ts";

// A page works as plain HTML until its scripts take over: the browser follows its links and posts its forms. A
// click in that time must still do what it says, and the scripts arriving must not undo it. Hydrating rewrites the
// history entry (React Router's history.replaceState), which aborts the navigation in progress as the Navigation
// API sees it (its `navigateerror`), and runs the page's effects (a redirect after a payment, say), all while the
// browser is still waiting for the page the click asked for. So:
// - from the start of the page, an inline script notes a followed link or a sent form (watchLeaving);
// - a page being left is not hydrated: the next page replaces it (back from the back-forward cache, it hydrates);
// - from the call to hydrateRoot until the page has hydrated (its deferred parts too: deferred.tsx), a followed link
//   or a sent form is held and then done once by the hydrated page (its router); should hydrating take over 10 s,
//   the browser does it as plain HTML.

declare global {
  interface Window {
    /** Set by watchLeaving: the browser is following a link or sending a form away from this page. */
    __leaving?: boolean;
  }
}

const HOLD_AT_MOST_MS = 10_000;

/**
 * A click the browser follows to another document: a plain left click on an http(s) link that opens in this
 * window, not to a fragment of this page. (Runs as an inline script too: it uses nothing from outside.)
 */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  if (link.hasAttribute("download") || !/^https?:$/.test(link.protocol)) return null;
  return link.href.split("#")[0] === location.href.split("#")[0] && link.hash ? null : link;
}

/** A form the browser sends from this window. (Runs as an inline script too.) */
function leavingForm(event: SubmitEvent): HTMLFormElement | null {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method === "dialog") return null;
  return form.target && form.target !== "_self" ? null : form;
}

/** Marks the page as being left, after every handler has had its say (bubbling listeners on the window). */
function watchLeaving(link: typeof leavingLink, form: typeof leavingForm) {
  addEventListener("click", (event) => void (link(event) && (window.__leaving = true)));
  addEventListener("submit", (event) => void (form(event) && (window.__leaving = true)));
  // back from the back-forward cache, the page is shown again: it is no longer being left
  addEventListener("pageshow", (event) => void (event.persisted && (window.__leaving = false)));
}

const WATCH_SCRIPT = `(${watchLeaving})(${leavingLink},${leavingForm});${INTENT_SCRIPT};${MENU_SCRIPT}`.replace(
  /\s+/g,
  " ",
);

/** The inline script, first in the head: before anything can be clicked or pressed (the header's menu's too). */
export function LeavingWatch({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WATCH_SCRIPT }} />;
}

/**
 * Hydrates the page unless it is being left (then only if it comes back from the back-forward cache), holding
 * the links followed and forms sent meanwhile; `hydrate` renders <Hydrated onHydrated={…}> around the app. A page
 * that hydrates on intent waits for its visitor's first intent first.
 */
export function hydrateUnlessLeaving(hydrate: (onHydrated: () => void) => void): void {
  if (hydratesOnIntent()) return whenIntended(() => hydrateNowUnlessLeaving(hydrate));
  hydrateNowUnlessLeaving(hydrate);
}

function hydrateNowUnlessLeaving(hydrate: (onHydrated: () => void) => void): void {
  if (!window.__leaving) return hydrate(holdUntilHydrated());
  addEventListener("pageshow", function restored(event) {
    if (!event.persisted) return;
    removeEventListener("pageshow", restored);
    hydrate(holdUntilHydrated());
  });
}

/** Holds the last link followed or form sent until `release` (answered), then does it. */
function holdUntilHydrated(): () => void {
  let held: (() => void) | null = null;
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = replay;
  };
  const onClick = (event: MouseEvent) => {
    const link = leavingLink(event);
    if (!link) return;
    // done as the press did it: the link takes the focus a press gives it (a tab list's arrow keys move from there)
    hold(event, () => {
      if (!link.isConnected) return location.assign(link.href);
      link.focus({ preventScroll: true });
      link.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = leavingForm(event);
    const submitter = event.submitter;
    if (form) hold(event, () => form.isConnected && form.requestSubmit(submitter));
  };
  addEventListener("click", onClick, true);
  addEventListener("submit", onSubmit, true);
  const release = () => {
    clearTimeout(timer);
    removeEventListener("click", onClick, true);
    removeEventListener("submit", onSubmit, true);
    const replay = held;
    held = null;
    replay?.();
  };
  const timer = setTimeout(release, HOLD_AT_MOST_MS);
  return release;
}

/**
 * Calls onHydrated once the tree inside it has hydrated (a parent's effects run after its children's), and the
 * parts drawn once their module is here (deferred.tsx) with it: a link in one of them followed meanwhile is held too.
 */
export function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    let current = true;
    void whenDeferredDrawn().then(() => current && onHydrated());
    return () => {
      current = false;
    };
  }, [onHydrated]);
  return children;
}
