import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from "react";
import { useHydrated } from "./use-hydrated.ts";

// A form the server rendered works before the page's scripts run: on a slow connection a visitor types in its
// boxes, ticks its boxes and chooses in its selects while the scripts are on their way. Hydrating keeps each field
// as it is on screen, but no change event reached the page's code, so the form's next render puts back what its
// state says (the box emptied, the box unticked) and nothing is searched. As such a form first mounts from the
// server's markup, its fields are compared with what that markup gave them; when any differs, the form's owner gets
// the fields as they are, to do what their changes would have done.

/** Whether a field differs from the value the server's markup gave it (a select: its option marked selected). */
function edited(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.type !== "file" && field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement && !field.multiple) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (served?.value ?? "");
  }
  return false;
}

/** Whether any of the form's fields was changed by its visitor since the server's markup was shown. */
export function editedFields(form: HTMLFormElement): boolean {
  return [...form.elements].some(edited);
}

/** A form, or one of its fields: the form is the field's own. */
type FormOrField = HTMLFormElement | HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Calls `onEdited` with the form's fields once, as the form hydrates, when its visitor changed any of them before.
 * The fields are read as the form mounts, before any render puts its state back in them; `onEdited` runs once
 * React has finished committing (a microtask: still before the browser paints), so it may set state and navigate.
 * A form rendered in the browser (after a navigation) has nothing to catch up on. A component inside a form it does
 * not render passes a ref to one of its own fields: a parent's ref is set only after its children's layout effects
 * have run.
 */
export function useEditedBeforeHydration(
  target: RefObject<FormOrField | null>,
  onEdited: (fields: FormData) => void,
): void {
  const hydrating = useRef(!useHydrated());
  const catchUp = useEffectEvent(onEdited);
  useLayoutEffect(() => {
    const element = target.current;
    const form = element instanceof HTMLFormElement ? element : element?.form;
    if (!hydrating.current || !form || !editedFields(form)) return;
    const fields = new FormData(form);
    queueMicrotask(() => catchUp(fields));
  }, [target]);
}
