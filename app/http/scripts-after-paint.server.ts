// A page's scripts start loading once the page has been painted, not before. The HTML alone is the whole page (it
// works without JavaScript); the scripts only hydrate it. Loaded in parallel with the stylesheet, they compete
// with what the first paint needs on a slow connection, and when they arrive first (from the browser's cache, or a
// fast network) hydrating runs ahead of the first paint and holds it back. So the rendered page is rewritten:
// React Router's `<link rel="modulepreload">` links are taken out and its module script (which imports the route
// modules and starts hydration) is kept inert, and a small script runs it on the frame after the first paint. The
// modules the links named are imported by that script instead (one `import "…";` each), which fetches them all at
// once as the links did, without the links' cost: inserting a page's 10-20 preload links took 25-45 ms of a
// profile's script evaluation in Lighthouse (4x slower CPU), the imports none that stood out of the scatter. The
// module that starts hydration (React Router's `import("…")`, run after the script has set the route manifest) is
// still imported last. The script keeps the module script's marker (the `nonce` attribute: the page's policy admits
// what carries it by hash), and the inert text is run as it is, so its hash admits the module script made from it.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /^<script(?: nonce="([^"]*)")? type="module" async="">$/;
const MODULE_ATTRIBUTES = ' type="module" async="">';
const INERT_ID = "route-modules";
const CLOSE = "</script>";
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
  const end = html.indexOf(CLOSE, start) + CLOSE.length;
  const marker = script[1] === undefined ? "" : ` nonce="${script[1]}"`;
  const head = html.toString("utf8", 0, headEnd);
  const hrefs = [...head.matchAll(PRELOAD)].flatMap((match) => match[1] ?? []);
  const moduleText = moduleTextOf(
    html.toString("utf8", start + Buffer.byteLength(script[0]), end - CLOSE.length),
    hrefs,
  );
  const inert = `<script${marker} type="text/plain" id="${INERT_ID}">${moduleText}${CLOSE}`;
  const boot = `<script${marker}>${AFTER_PAINT}</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(PRELOAD, "")),
    html.subarray(headEnd, start),
    Buffer.from(inert + boot),
    html.subarray(end),
  ]);
}

/**
 * The module script's text as run: its route manifest compact (below), and an `import "…";` for each preloaded
 * module it does not import itself. Written once per script and preloads (one per set of routes a page renders),
 * then kept.
 */
function moduleTextOf(script: string, hrefs: readonly string[]): string {
  const key = `${hrefs.join(" ")}\n${script}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= KEPT_SCRIPTS) written.clear();
    const imported = importsOf(script);
    text = compactManifest(script, imported) + preloadsAsImports(hrefs, imported);
    written.set(key, text);
  }
  return text;
}

/** The module scripts as run, by their preloads and text: one per set of routes a page renders (a few dozen). */
const written = new Map<string, string>();
const KEPT_SCRIPTS = 256;

/**
 * `import "…";` for each preloaded module the script neither imports (a route module) nor loads last (the module
 * that starts hydration, which must run after the script has set the manifest). Import declarations are hoisted
 * and evaluated in their order, so these, written after the route modules' imports, evaluate no module earlier than
 * the route modules would (each is one of their dependencies, or one of the hydrating module's).
 */
function preloadsAsImports(hrefs: readonly string[], imported: ReadonlySet<string>): string {
  const lines = hrefs.filter((href) => !imported.has(href)).map((href) => `import "${href}";`);
  return lines.length === 0 ? "" : `\n${lines.join("")}`;
}

/** The modules the script imports: the route modules (`import * as route0 from "…";`) and, last, the hydrating one. */
const importsOf = (script: string): ReadonlySet<string> =>
  new Set([...script.matchAll(IMPORT)].flatMap((match) => match[1] ?? match[2] ?? []));

const IMPORT = /^import .* from "([^"]+)";$|import\("([^"]+)"\)/gm;

/**
 * React Router writes the route manifest indented; written compact, it is a third smaller. A route whose module the
 * script itself imports (a route of this page, or another route on the same module: the French twin of a page)
 * loses its list of imports: importing the module loads them, and the script imports them already, so the list
 * (two dozen file names for a directory page) would only repeat them.
 */
function compactManifest(script: string, imported: ReadonlySet<string>): string {
  const start = script.indexOf(MANIFEST);
  const end = script.indexOf(";\n", start);
  if (start === -1 || end === -1) return script;
  try {
    const manifest = JSON.parse(script.slice(start + MANIFEST.length, end)) as { routes?: Record<string, unknown> };
    for (const route of Object.values(manifest.routes ?? {})) {
      if (isRoute(route) && imported.has(route.module)) delete route.imports;
    }
    return script.slice(0, start + MANIFEST.length) + JSON.stringify(manifest) + script.slice(end);
  } catch {
    return script;
  }
}

function isRoute(route: unknown): route is { module: string; imports?: unknown } {
  return typeof route === "object" && route !== null && typeof (route as { module?: unknown }).module === "string";
}

/** requestAnimationFrame runs before the next paint; a task queued from it runs after that paint. */
const AFTER_PAINT =
  `requestAnimationFrame(()=>setTimeout(()=>{const d=document,m=d.getElementById(${JSON.stringify(INERT_ID)});` +
  `const s=d.createElement("script");s.type="module";s.text=m.text;d.body.append(s)}))`;
