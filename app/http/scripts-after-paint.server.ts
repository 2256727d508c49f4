// A page's scripts start loading once the page has been painted, not before. The HTML alone is the whole page (it
// works without JavaScript); the scripts only hydrate it. Loaded in parallel with the stylesheet, they compete
// with what the first paint needs on a slow connection, and when they arrive first (from the browser's cache, or a
// fast network) hydrating runs ahead of the first paint and holds it back. So the rendered page is rewritten:
// React Router's `<link rel="modulepreload">` links and its module script (which imports the route modules and
// starts hydration) are kept inert, and a small script adds both back on the frame after the first paint. Both
// keep the module script's marker (the `nonce` attribute: the page's policy admits what carries it by hash), and
// the inert text is run as it is, so its hash admits the module script made from it.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /^<script(?: nonce="([^"]*)")? type="module" async="">$/;
const MODULE_ATTRIBUTES = ' type="module" async="">';
const INERT_ID = "route-modules";
const MANIFEST = "window.__reactRouterManifest = ";

export function loadScriptsAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // The page is worked on as bytes: only the head and the module script are read as text, the rest (most of the
  // page) is copied as it is. The preloads are in the head, the module script in the body.
  const headEnd = html.indexOf("</head>");
  const attributesAt = headEnd === -1 ? -1 : html.indexOf(MODULE_ATTRIBUTES, headEnd);
  if (attributesAt === -1) return html;
  const start = html.lastIndexOf("<script", attributesAt);
  const script = MODULE_SCRIPT.exec(html.toString("utf8", start, attributesAt + MODULE_ATTRIBUTES.length));
  if (!script) return html;
  const end = html.indexOf("</script>", start) + "</script>".length;
  const marker = script[1] === undefined ? "" : ` nonce="${script[1]}"`;
  const head = html.toString("utf8", 0, headEnd);
  const hrefs = [...head.matchAll(PRELOAD)].map((match) => match[1]);
  const moduleText = compactManifest(html.toString("utf8", start + Buffer.byteLength(script[0]), end));
  const inert = `<script${marker} type="text/plain" id="${INERT_ID}">${moduleText}`;
  const boot = `<script${marker}>${afterPaint(hrefs)}</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(PRELOAD, "")),
    html.subarray(headEnd, start),
    Buffer.from(inert + boot),
    html.subarray(end),
  ]);
}

/**
 * React Router writes the route manifest indented; written compact, it is a third smaller. A route whose module the
 * script itself imports (a route of this page, or another route on the same module: the French twin of a page)
 * loses its list of imports: importing the module loads them, and the page's preloads name them already, so the list
 * (two dozen file names for a directory page) would only repeat them.
 */
function compactManifest(script: string): string {
  let compact = compacted.get(script);
  if (compact === undefined) {
    // a page's module script is the same for every page of its routes: written compact once, kept
    if (compacted.size >= KEPT_SCRIPTS) compacted.clear();
    compact = compactOnce(script);
    compacted.set(script, compact);
  }
  return compact;
}

/** The module scripts written compact, by their text: one per set of routes a page renders (a few dozen). */
const compacted = new Map<string, string>();
const KEPT_SCRIPTS = 256;

function compactOnce(script: string): string {
  const start = script.indexOf(MANIFEST);
  const end = script.indexOf(";\n", start);
  if (start === -1 || end === -1) return script;
  try {
    const manifest = JSON.parse(script.slice(start + MANIFEST.length, end)) as { routes?: Record<string, unknown> };
    const imported = new Set([...script.matchAll(ROUTE_IMPORT)].map((match) => match[1]));
    for (const route of Object.values(manifest.routes ?? {})) {
      if (isRoute(route) && imported.has(route.module)) delete route.imports;
    }
    return script.slice(0, start + MANIFEST.length) + JSON.stringify(manifest) + script.slice(end);
  } catch {
    return script;
  }
}

const ROUTE_IMPORT = /^import \* as route\w* from "([^"]+)";$/gm;

function isRoute(route: unknown): route is { module: string; imports?: unknown } {
  return typeof route === "object" && route !== null && typeof (route as { module?: unknown }).module === "string";
}

/** requestAnimationFrame runs before the next paint; a task queued from it runs after that paint. */
function afterPaint(hrefs: readonly (string | undefined)[]): string {
  return (
    `requestAnimationFrame(()=>setTimeout(()=>{const d=document,m=d.getElementById(${JSON.stringify(INERT_ID)});` +
    `d.head.append(...${JSON.stringify(hrefs)}.map(h=>{const l=d.createElement("link");l.rel="modulepreload";l.href=h;return l}));` +
    `const s=d.createElement("script");s.type="module";s.text=m.text;d.body.append(s)}))`
  );
}
