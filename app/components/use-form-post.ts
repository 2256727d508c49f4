import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors } from "#app/http/field-errors.ts";

// A form posted to its own page's action. The form is a plain <form method="post"> (the fetcher's), so without
// JavaScript the browser posts it and the page comes back with the action's answer; with JavaScript the fetcher
// posts it and the page stays. Either way the server's answer is the authority; a check in the browser only spares
// a round trip for a form it already knows to be wrong. A post that gets no answer at all (the connection lost) is
// the form's to tell, not the error boundary's: the route's clientAction answers it (post-or-unsent.ts). A refused
// form (by the check or the answer) moves focus to its first field in error, so a keyboard or screen reader user
// of a long form lands where the first thing to fix is.

type Answer = { errors?: FieldErrors };

/** Brings the form's first control marked invalid (a group's first control) into view, and focuses it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // a group's first control a person can reach (its hidden inputs, which say the group was on the form, are not)
  const control =
    invalid instanceof HTMLFieldSetElement
      ? invalid.querySelector<HTMLElement>("input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea")
      : invalid;
  if (!control) return;
  // Scrolled explicitly: a submit by the keyboard's Enter leaves the page where it was otherwise.
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/** Whether an answer or a check names any field in error. */
export const hasErrors = (errors: FieldErrors | undefined) => Object.keys(errors ?? {}).length > 0;

type Options<T> = {
  /** The browser's check of the form about to be sent: its field errors (none: send). */
  check?: (form: FormData) => FieldErrors;
  /** Each new answer of the action, once, when the post is over (the page has reloaded its data): its toast. */
  onAnswer?: (answer: T) => void;
  /** The errors to show first: the action's answer to a post made without JavaScript. */
  initialErrors?: FieldErrors;
};

export function useFormPost<T extends Answer>({ check, onAnswer, initialErrors }: Options<T>) {
  const fetcher = useFetcher<T>();
  const answer = fetcher.data as T | undefined; // plain data: it arrives as the action returned it
  // The browser's check, with the answer that was the newest when it ran: a newer answer replaces its errors.
  const [checked, setChecked] = useState<{ errors: FieldErrors; answer: T | undefined } | null>(null);
  const answerErrors = answer ? (answer.errors ?? {}) : (initialErrors ?? {});
  const errors = checked && checked.answer === answer ? checked.errors : answerErrors;
  const pending = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement | null>(null);
  const answered = useEffectEvent((latest: T) => onAnswer?.(latest));
  // An answer is told once the post is over, not as soon as it arrives: the fetcher holds the action's answer while
  // the page's loaders still reload after it, and a form drawn from their data (keyed on it) is replaced only once
  // they are done. Told earlier, a toast says "saved" over a form about to be replaced, and what is done with that
  // form in the meantime (a photo chosen, a field typed) is lost with it.
  const told = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (!answer || pending || told.current === answer) return;
    told.current = answer;
    answered(answer);
    if (hasErrors(answer.errors)) focusFirstInvalid(form.current);
  }, [answer, pending]);
  useEffect(() => {
    if (hasErrors(checked?.errors)) focusFirstInvalid(form.current);
  }, [checked]);

  /** Sends the form unless one is on its way already or the browser's check refuses it. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault();
    form.current = event.currentTarget;
    const found = check?.(new FormData(event.currentTarget)) ?? {};
    setChecked({ errors: found, answer });
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  return { fetcher, errors, pending, onSubmit };
}
