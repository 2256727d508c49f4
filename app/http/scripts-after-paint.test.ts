import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { loadScriptsAfterPaint } from "./scripts-after-paint.server.ts";

const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js" nonce="n1"/><link rel="modulepreload" href="/c.js" nonce="n1"/></head>' +
  '<body><p>é</p><script nonce="n1">window.ctx = 1;</script><script nonce="n1" type="module" async="">import * as route0 from "/c.js";\nimport("/b.js");</script>' +
  '<script nonce="n1">window.data = 2;</script></body>';

describe("scripts after the first paint", () => {
  const out = loadScriptsAfterPaint(Buffer.from(page)).toString();

  it("keeps the preloads and the route-module script inert, and the rest of the page as it was", () => {
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    expect(out).toContain(
      '<script nonce="n1" type="text/plain" id="route-modules">import * as route0 from "/c.js";\nimport("/b.js");</script>',
    );
    expect(
      out.startsWith(
        '<head><link rel="stylesheet" href="/a.css"/></head><body><p>é</p><script nonce="n1">window.ctx = 1;</script>',
      ),
    ).toBe(true);
    expect(out.endsWith('<script nonce="n1">window.data = 2;</script></body>')).toBe(true);
  });

  it("runs the module script on the frame after the first paint, keeping the marker, and adds no preload", () => {
    const boot = /<\/script><script nonce="n1">(.*?)<\/script><script nonce="n1">window.data/.exec(out)?.[1];
    expect(boot).toBeDefined();
    const added: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const tasks: Array<() => void> = [];
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      getElementById: (id: string) => (id === "route-modules" ? { text: 'import("/b.js");' } : null),
      createElement: element,
      head: { append: (...nodes: Array<Record<string, string>>) => added.push(...nodes) },
      body: { append: (node: Record<string, string>) => added.push(node) },
    };
    runInNewContext(boot!, {
      document,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => tasks.push(f),
    });
    expect(added).toHaveLength(0); // nothing before the frame is painted
    frames.forEach((frame) => frame());
    expect(added).toHaveLength(0);
    tasks.forEach((task) => task());
    // the module script's text is the inert one's: the page's policy admits it by that text's hash
    expect(added).toEqual([{ tag: "script", type: "module", text: 'import("/b.js");' }]);
  });

  it("imports each preloaded module the script does not import, after its own imports and before none of them", () => {
    const preloads =
      '<link rel="modulepreload" href="/d.js" nonce="n1"/><link rel="modulepreload" href="/e.js" nonce="n1"/>';
    const written = loadScriptsAfterPaint(Buffer.from(page.replace("</head>", `${preloads}</head>`))).toString();
    expect(written).not.toContain("modulepreload");
    // /c.js is a route module the script imports, /b.js the module it imports last: neither is imported again
    expect(written).toContain(
      'id="route-modules">import * as route0 from "/c.js";\nimport("/b.js");\nimport "/d.js";import "/e.js";</script>',
    );
  });

  it("writes React Router's route manifest compact", () => {
    const manifest = {
      entry: { module: "/b.js", imports: ["/c.js"] },
      routes: { root: { id: "root", hasLoader: true } },
    };
    const indented = page.replace(
      'import("/b.js");',
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  import("/b.js");`,
    );
    const written = loadScriptsAfterPaint(Buffer.from(indented)).toString();
    expect(written).toContain(
      `window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  import("/b.js");</script>`,
    );
  });

  it("leaves out the imports of the routes whose modules the script imports, and keeps the others'", () => {
    const manifest = {
      entry: { module: "/b.js", imports: ["/c.js"] },
      routes: {
        root: { id: "root", module: "/root.js", imports: ["/c.js"] },
        "fr/": { id: "fr/", module: "/home.js", imports: ["/c.js", "/d.js"] },
        "routes/home": { id: "routes/home", module: "/home.js", imports: ["/c.js", "/d.js"] },
        "routes/blog": { id: "routes/blog", module: "/blog.js", imports: ["/c.js", "/e.js"] },
      },
    };
    const script =
      'import * as route0 from "/root.js";\nimport * as route1_main from "/home.js";\n' +
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  import("/b.js");`;
    const written = loadScriptsAfterPaint(Buffer.from(page.replace('import("/b.js");', script))).toString();
    const json = /window.__reactRouterManifest = (.*);\n/.exec(written)?.[1];
    expect(JSON.parse(json!)).toEqual({
      entry: { module: "/b.js", imports: ["/c.js"] },
      routes: {
        root: { id: "root", module: "/root.js" },
        "fr/": { id: "fr/", module: "/home.js" },
        "routes/home": { id: "routes/home", module: "/home.js" },
        "routes/blog": { id: "routes/blog", module: "/blog.js", imports: ["/c.js", "/e.js"] },
      },
    });
  });

  it("leaves a page without React Router's module script alone", () => {
    expect(loadScriptsAfterPaint(Buffer.from("<p>no scripts</p>")).toString()).toBe("<p>no scripts</p>");
  });
});
