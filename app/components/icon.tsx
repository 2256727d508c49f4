import type { IconName } from "./icon-names.ts";
import sprite from "./icons.svg?url&no-inline";

/**
 * One of lucide's icons, by its name (`<Icon name="search" />`), drawn from the app's sprite (icons.svg, written from
 * lucide's icon data by `npm run icons:compile`): `<svg class="icon"><use href="…icons.svg#search"></use></svg>`.
 * The shapes are fetched once with the sprite and kept by the browser, so a server-rendered page carries about 90
 * bytes an icon instead of its shapes. The size, fill and stroke are lucide's defaults, set once by the `.icon`
 * rule of app.css and inherited by the shapes; utilities on the icon (size-4, text-brand-700, fill-amber-400) win
 * over the rule.
 *
 * Decorative (`aria-hidden`) unless it has a label, which screen readers read as the image's name.
 */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
