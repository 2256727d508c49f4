// Text typed into a text area before the page's scripts ran must survive them. Hydrating a <textarea> sets its
// value back to the text the server rendered in it (React's initTextarea does so whenever that text is not empty),
// so a bio edited on a slow connection would silently lose the edit. Text inputs are left as they are; text areas
// are not. So, as hydration starts, each text area whose text differs from the served one is noted, and every
// later keystroke in one updates the note; once the page has hydrated, a box whose text is no longer the noted one
// gets it back as if typed (an input event), so the page's code (a counter, a controlled form) hears of it.

type Typed = { value: string; selectionStart: number; selectionEnd: number };

const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;

/** Notes the text areas edited so far and those typed in from now on; `restore` puts their text back, once. */
export function keepTypedText(root: Document): { restore: () => void } {
  const typed = new Map<HTMLTextAreaElement, Typed>();
  const note = (box: HTMLTextAreaElement) =>
    typed.set(box, { value: box.value, selectionStart: box.selectionStart, selectionEnd: box.selectionEnd });
  for (const box of root.querySelectorAll("textarea")) if (box.value !== box.defaultValue) note(box);
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLTextAreaElement) note(event.target);
  };
  root.addEventListener("input", onInput, true);
  return {
    restore() {
      root.removeEventListener("input", onInput, true);
      for (const [box, kept] of typed) {
        if (!box.isConnected || box.value === kept.value || !setValue) continue;
        setValue.call(box, kept.value);
        box.setSelectionRange(kept.selectionStart, kept.selectionEnd);
        box.dispatchEvent(new Event("input", { bubbles: true }));
      }
      typed.clear();
    },
  };
}
