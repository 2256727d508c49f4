// What a person typed or chose in a form before the page's scripts ran must survive them. Hydrating a <textarea>
// sets its value back to the text the server rendered in it (React's initTextarea does so whenever that text is
// not empty); a text input or a select keeps what it shows, but React's state for it is still the served value,
// so the first render after hydrating (any keystroke, a counter's update) puts the served value back: a title
// typed on a slow connection would silently empty itself, and the form then refuses to send. So, as hydration
// starts, each text box and select whose value differs from the served one is noted, and every later edit of
// one updates the note; once the page has hydrated, each noted field gets its value back as if typed or chosen
// (an input or change event that React hears), so the page's code (a counter, a controlled form) knows of it.

type Field = HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement;
type Noted = { value: string; selection: [number, number] | null };

/** Inputs whose value is text a person types (not a checkbox, a file or a button). */
const TEXT_INPUT = /^(?:text|search|email|url|tel|number|password|date|time|datetime-local|month|week)$/;

const nativeSetter = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, "value")?.set;
const SETTERS = new Map<string, ((this: Field, value: string) => void) | undefined>([
  ["TEXTAREA", nativeSetter(HTMLTextAreaElement.prototype)],
  ["INPUT", nativeSetter(HTMLInputElement.prototype)],
  ["SELECT", nativeSetter(HTMLSelectElement.prototype)],
]);

function field(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  return target instanceof HTMLInputElement && TEXT_INPUT.test(target.type) ? target : null;
}

/** Whether the field shows something other than what the server rendered in it. */
function edited(box: Field): boolean {
  if (box instanceof HTMLSelectElement)
    return [...box.options].some((option) => option.selected !== option.defaultSelected);
  return box.value !== box.defaultValue;
}

function selectionOf(box: Field): [number, number] | null {
  if (box instanceof HTMLSelectElement) return null;
  try {
    return box.selectionStart === null || box.selectionEnd === null ? null : [box.selectionStart, box.selectionEnd];
  } catch {
    return null; // an input type without a selection (email, number)
  }
}

/** Puts the noted value back so React hears it: its value tracker is moved off the value first. */
function replay(box: Field, noted: Noted): void {
  const setNative = SETTERS.get(box.tagName);
  if (!setNative) return;
  box.value = noted.value === "" ? " " : ""; // through React's tracker: it now holds another value
  setNative.call(box, noted.value);
  if (noted.selection && !(box instanceof HTMLSelectElement)) box.setSelectionRange(...noted.selection);
  box.dispatchEvent(new Event(box instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Notes the fields edited so far and those edited from now on; `restore` puts their values back, once. */
export function keepTypedText(root: Document): { restore: () => void } {
  const noted = new Map<Field, Noted>();
  const note = (box: Field) => noted.set(box, { value: box.value, selection: selectionOf(box) });
  for (const box of root.querySelectorAll("textarea, input, select")) {
    const found = field(box);
    if (found && edited(found)) note(found);
  }
  const onEdit = (event: Event) => {
    const box = field(event.target);
    if (box) note(box);
  };
  root.addEventListener("input", onEdit, true);
  root.addEventListener("change", onEdit, true);
  return {
    restore() {
      root.removeEventListener("input", onEdit, true);
      root.removeEventListener("change", onEdit, true);
      // every value is taken before any is put back: putting one back renders the form, which would otherwise
      // reset the fields not yet put back to React's values
      const kept = [...noted].filter(([box]) => box.isConnected);
      noted.clear();
      for (const [box, value] of kept) replay(box, value);
    },
  };
}
