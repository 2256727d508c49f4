import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * One of lucide's icons (`import { Search } from "lucide"`: its shapes as data) drawn as a bare `<svg>`. The size,
 * fill and stroke are lucide's defaults, set once by the `.icon` rule of app.css: written as attributes on each
 * icon (xmlns, width, height, fill, stroke…, two class names) they cost about 250 bytes an icon on every
 * server-rendered page. Utilities on the icon (size-4, text-brand-700, fill-amber-400) win over the rule.
 *
 * Decorative (`aria-hidden`) unless it has a label, which screen readers read as the image's name.
 */
export function Icon({ icon, className, label }: { icon: IconNode; className?: string; label?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
