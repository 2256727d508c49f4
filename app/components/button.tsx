import type { ComponentProps } from "react";

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

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** A `<button>` of a variant and size; every other prop (type, name, value, disabled, aria-*, ref) is passed on. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button {...props} className={buttonClass(variant, size, className)} />;
}
