// A page's scripts start loading once the page has been painted, not before. The HTML alone is the whole page (it
// works without JavaScript); the scripts only hydrate it. Loaded in parallel with the stylesheet, they compete
// with what the first paint needs on a slow connection, and when they arrive first (from the browser's cache, or a
// fast network) hydrating runs ahead of the first paint and holds it back. So the rendered page is rewritten:
// React Router's `<link rel="modulepreload">` links and its module script (which imports the route modules and
// starts hydration) are kept inert, and a small script adds both back on the frame after the first paint.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">/;
const INERT_ID = "route-modules";
const MANIFEST = "window.__reactRouterManifest = ";

export function loadScriptsAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = html.toString("utf8");
  const script = MODULE_SCRIPT.exec(text);
  if (!script) return html;
  const end = text.indexOf("</script>", script.index) + "</script>".length;
  const nonce = script[1];
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const hrefs = [...text.slice(0, script.index).matchAll(PRELOAD)].map((match) => match[1]);
  const before = text.slice(0, script.index).replace(PRELOAD, "");
  const inert = compactManifest(text.slice(script.index, end)).replace(script[0], `<script${nonceAttribute} type="text/plain" id="${INERT_ID}">`);
  const boot = `<script${nonceAttribute}>${afterPaint(hrefs)}</script>`;
  return Buffer.from(before + inert + boot + text.slice(end), "utf8");
}

/** React Router writes the route manifest indented; written compact, it is a third smaller. */
function compactManifest(script: string): string {
  const start = script.indexOf(MANIFEST);
  const end = script.indexOf(";\n", start);
  if (start === -1 || end === -1) return script;
  try {
    const manifest: unknown = JSON.parse(script.slice(start + MANIFEST.length, end));
    return script.slice(0, start + MANIFEST.length) + JSON.stringify(manifest) + script.slice(end);
  } catch {
    return script;
  }
}

/** The modules a page rewritten by loadScriptsAfterPaint preloads after its first paint (for the benchmarks). */
export function modulesLoadedAfterPaint(html: string): string[] {
  const list = /d\.head\.append\(\.\.\.(\[[^\]]*\])\.map/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** requestAnimationFrame runs before the next paint; a task queued from it runs after that paint. */
function afterPaint(hrefs: readonly (string | undefined)[]): string {
  return (
    `requestAnimationFrame(()=>setTimeout(()=>{const d=document,m=d.getElementById(${JSON.stringify(INERT_ID)});` +
    `d.head.append(...${JSON.stringify(hrefs)}.map(h=>{const l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=m.nonce;return l}));` +
    `const s=d.createElement("script");s.type="module";s.nonce=m.nonce;s.text=m.text;d.body.append(s)}))`
  );
}
