import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";

// The edge of a text field, a select or a text area is what shows it is there: its border has a contrast of 3:1
// at least against the white it sits on (WCAG 2.2, 1.4.11 Non-text Contrast), on the pages a visitor types in,
// in English and French. Colours are read as the browser paints them (a canvas turns any CSS colour into sRGB).

const PAGES = ["/", "/fr", "/login", "/blog", "/therapists/jordan-rivera?contact=open"];

/** The lowest contrast of a visible field's border against white, and the field it is. */
function weakestBorder(page: Page): Promise<{ ratio: number; field: string } | null> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#fff";
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const fields = [...document.querySelectorAll<HTMLElement>("input, select, textarea")].filter((field) => {
      const type = field.getAttribute("type") ?? "";
      const box = field.getBoundingClientRect();
      return !["hidden", "checkbox", "radio", "submit", "button", "file"].includes(type) && box.width > 0;
    });
    let weakest: { ratio: number; field: string } | null = null;
    for (const field of fields) {
      const style = getComputedStyle(field);
      if (parseFloat(style.borderBottomWidth) === 0) continue;
      const edge = luminance(style.borderBottomColor);
      const ratio = (1 + 0.05) / (edge + 0.05);
      if (!weakest || ratio < weakest.ratio)
        weakest = { ratio, field: `${field.tagName} ${field.getAttribute("name") ?? field.id}` };
    }
    return weakest;
  });
}

for (const path of PAGES)
  test(`the fields of ${path} have borders of 3:1 at least`, async ({ page }) => {
    await page.goto(path);
    const weakest = await weakestBorder(page);
    expect(weakest, "a field with a border").not.toBeNull();
    expect(weakest!.ratio, weakest!.field).toBeGreaterThanOrEqual(3);
  });
