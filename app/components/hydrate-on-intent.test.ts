import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { HYDRATE_ON_INTENT, hydrateAttribute, INTENT_SCRIPT } from "./hydrate-on-intent.ts";

// The inline intent watch, run as the page runs it, against stand-ins for the window's events and elements.

class Element {
  readonly inLink: boolean;
  constructor(inLink: boolean) {
    this.inLink = inLink;
  }
  closest(selector: string) {
    return selector === "a[href]" && this.inLink ? this : null;
  }
}
class PointerEvent {
  readonly type: string;
  readonly target: Element;
  readonly pointerType: string;
  readonly movementX: number;
  readonly movementY: number;
  constructor(type: string, target: Element, pointerType = "touch", movementX = 0, movementY = 0) {
    this.type = type;
    this.target = target;
    this.pointerType = pointerType;
    this.movementX = movementX;
    this.movementY = movementY;
  }
}

type Fired = { type: string; target: Element };

/** The watch installed on a stand-in window; `fire` dispatches an event to its capturing listeners. */
function watchedWindow() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const window: { __intent?: boolean; __onIntent?: () => void } = {};
  runInNewContext(INTENT_SCRIPT, {
    window,
    Element,
    PointerEvent,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
  });
  let calls = 0;
  window.__onIntent = () => calls++;
  const fire = (event: Fired) => listeners.get(event.type)?.forEach((listener) => listener(event));
  return { window, fire, calls: () => calls };
}

const page = new Element(false);
const link = new Element(true);

describe("the intent watch", () => {
  it("takes no touch on a link, no focus on a link, and no mouse move of zero as an intent", () => {
    const { window, fire, calls } = watchedWindow();
    fire(new PointerEvent("pointerdown", link));
    fire({ type: "focusin", target: link });
    fire(new PointerEvent("pointermove", page, "mouse", 0, 0));
    fire(new PointerEvent("pointermove", page, "touch", 5, 5));
    expect(window.__intent).toBeUndefined();
    expect(calls()).toBe(0);
  });

  it("takes a press elsewhere as the intent, once", () => {
    const { window, fire, calls } = watchedWindow();
    fire(new PointerEvent("pointerdown", page));
    fire({ type: "keydown", target: page });
    expect(window.__intent).toBe(true);
    expect(calls()).toBe(1);
  });

  for (const [what, event] of [
    ["a key", { type: "keydown", target: link }],
    ["a focus outside a link", { type: "focusin", target: page }],
    ["the mouse moved by its user", new PointerEvent("pointermove", link, "mouse", 3, 0)],
    ["a wheel turned", { type: "wheel", target: page }],
  ] as const) {
    it(`takes ${what} as an intent`, () => {
      const { window, fire, calls } = watchedWindow();
      fire(event);
      expect(window.__intent).toBe(true);
      expect(calls()).toBe(1);
    });
  }
});

describe("a route's handle", () => {
  it("marks the page to hydrate on intent only when it is HYDRATE_ON_INTENT", () => {
    expect(hydrateAttribute(HYDRATE_ON_INTENT)).toBe("on-intent");
    for (const handle of [undefined, null, {}, { hydrate: "now" }, "on-intent"])
      expect(hydrateAttribute(handle)).toBeUndefined();
  });
});
