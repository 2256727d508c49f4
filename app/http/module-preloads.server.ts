// The page's module preloads are fetched at low priority: on a slow phone connection the HTML and the stylesheet,
// which the first paint needs, go first, and the scripts, which only hydrate a page already shown, after.
// React Router renders these links without a way to set their priority, so the rendered page is rewritten.

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowerModulePreloadPriority(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = html.toString("utf8");
  return text.includes(PRELOAD) ? Buffer.from(text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), "utf8") : html;
}
