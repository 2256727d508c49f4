import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as lucide from "lucide";
import { ICON_NAMES } from "../app/components/icon-names.ts";

// `npm run icons:compile`: the sprite app/components/icons.svg, one <symbol> per icon of app/components/icon-names.ts
// drawn from lucide's icon data, which the Icon component references (<use href="…icons.svg#search">). The sprite is
// committed, so a build needs no step of its own; app/components/icon-sprite.test.ts fails when it is stale.

export const SPRITE = path.resolve(import.meta.dirname, "..", "app", "components", "icons.svg");

/** lucide's export name of an icon ("link-2" is Link2). */
const exportName = (name: string) =>
  name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite's text, from the names and lucide's data as they are now. */
export function spriteText(): string {
  const icons = lucide as unknown as Record<string, lucide.IconNode | undefined>;
  const symbols = ICON_NAMES.map((name) => {
    const shapes = icons[exportName(name)];
    if (!shapes) throw new Error(`lucide has no icon ${name}`);
    const drawn = shapes.map(([tag, attrs]) => {
      const list = Object.entries(attrs).map(([key, value]) => ` ${key}="${escape(String(value))}"`);
      return `<${tag}${list.join("")}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawn.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

export const readSprite = () => readFileSync(SPRITE, "utf8");

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(SPRITE, spriteText());
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE)} (${ICON_NAMES.length} icons)`);
}
