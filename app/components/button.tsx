import type { ComponentProps, MouseEvent } from "react";

/**
 * The site's buttons, and the links and disclosure summaries that look like one, styled by the `.btn` rules of
 * app/styles/buttons.css: three short classes (shape, variant, size) instead of ten utilities on every button of a
 * server-rendered page. Layout (margins, width, a fixed height, flex) and the disabled look stay utilities at the
 * call site.
 */
export type ButtonVariant =
  "primary" | "primary-outline" | "secondary" | "danger" | "danger-outline" | "success" | "featured";
export type ButtonSize = "sm" | "md" | "lg";

/** The class names of a button of this variant and size, then the call site's own utilities. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return extra ? `btn btn-${variant} btn-${size} ${extra}` : `btn btn-${variant} btn-${size}`;
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize; busy?: boolean };

/**
 * A `<button>` of a variant and size; every other prop (type, name, value, disabled, aria-*, ref) is passed on.
 * `busy`: see busyButton.
 */
export function Button({ variant, size, className, busy, onClick, ...props }: ButtonProps) {
  return <button {...props} {...busyButton(busy, onClick)} className={buttonClass(variant, size, className)} />;
}

const sendNothing = (event: MouseEvent) => event.preventDefault();

/**
 * The props of a button whose action is under way (`busy`): it says so (aria-disabled) and a press, a click or
 * Enter on it or in its form's fields, sends nothing more. It is not disabled: a disabled button drops the keyboard
 * focus to the page's body, leaving the person who pressed it nowhere. Style it with `aria-disabled:` utilities.
 */
export function busyButton(busy: boolean | undefined, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return busy ? { "aria-disabled": true, onClick: sendNothing } : { onClick };
}
