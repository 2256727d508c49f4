import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { gatherAnswer } from "./gathered-answer.ts";

// The Content-Security-Policy. The inline scripts the app rendered run by their SHA-256 hashes, computed from the
// very bytes the page is sent with (React Router's hydration data is per-render content, so the hashes are taken
// as each page ends, never fixed at build time); 'strict-dynamic' lets those scripts load the router's module
// chunks. There is no nonce: a page a shared cache keeps (the page micro-cache, a CDN) is replayed to every visitor
// with its header, and a nonce replayed to everyone is no secret. A hash is no secret either, but it admits only
// the script it was taken from, and only the app's own scripts are hashed (sealInlineScripts). Nothing may frame the site, plug-ins are off, and <base> cannot be injected.
// Stylesheets come from this site, or are the toast library's <style> element (by its hash): an injected <style>
// (CSS that reads attribute values out through URLs) does not apply; the dialogs' scroll lock uses a constructed
// stylesheet (app/components/style-singleton.ts), which a policy does not govern. Style attributes stay allowed
// (server-rendered components position and hide elements with them); they cannot load anything beyond what
// img-src and font-src allow. Images come from this site only (data: and blob: for previews of a photo being
// chosen). The Vite dev server (`devServer`) injects unhashed <style> elements, so it alone keeps 'unsafe-inline'
// for styles.

/**
 * The stylesheet the toast library (sonner) inserts as a <style> element at run time, allowed by its hash. A
 * test recomputes it from the installed package, so an upgrade that changes the stylesheet fails there.
 */
export const TOAST_STYLE_HASH = "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=";
/** The empty <style> element the toast library adds to the page before it fills it in (it holds no rules). */
const EMPTY_STYLE_HASH = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";

export type PolicyOptions = { production: boolean; checkoutOrigins?: readonly string[]; devServer?: boolean };

/** The policy of an answer whose inline scripts have these hashes ('sha256-…'); none: no script runs. */
export function contentSecurityPolicy(options: PolicyOptions, scriptHashes: readonly string[] = []): string {
  const csp = [
    "default-src 'self'",
    scriptHashes.length > 0
      ? `script-src ${scriptHashes.map((hash) => `'${hash}'`).join(" ")} 'strict-dynamic'`
      : "script-src 'none'",
    options.devServer
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' '${TOAST_STYLE_HASH}' '${EMPTY_STYLE_HASH}'`,
    "style-src-attr 'unsafe-inline'",
    // Photos are served from this site (/uploads/, whichever storage holds them); nothing from other hosts.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${(options.checkoutOrigins ?? []).map((origin) => ` ${origin}`).join("")}`,
  ];
  if (options.production) csp.push("upgrade-insecure-requests");
  return csp.join("; ");
}

/** Inline scripts that are data, never run (structured data): no hash is given to them. */
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/i;
const SCRIPT_TAG = /^<script\s/;
const CLOSE = Buffer.from("</script");
const sourceHash = (source: Buffer) => `sha256-${createHash("sha256").update(source).digest("base64")}`;

/**
 * The page with the render's marker taken out, and the hashes ('sha256-…') of the inline scripts that carried it:
 * each over the bytes between its tags, as the browser hashes them (JSON data blocks excepted; the one kept inert,
 * type="text/plain", for a script to run later as it is, included). React and React Router put the marker on the
 * scripts they render as a `nonce` attribute. It is random for each render and never leaves the server, so a
 * script that reached the page any other way (markup injected through content) cannot carry it, gets no hash and
 * does not run.
 */
export function sealInlineScripts(html: Buffer, marker: string): { html: Buffer; hashes: string[] } {
  const attribute = Buffer.from(` nonce="${marker}"`);
  const hashes = new Set<string>();
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
    const start = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", from);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    const tag = html.toString("latin1", start, Math.max(start, tagEnd));
    if (close !== -1 && SCRIPT_TAG.test(tag) && !DATA_BLOCK.test(tag)) {
      hashes.add(sourceHash(html.subarray(tagEnd + 1, close)));
    }
  }
  if (from === 0) return { html, hashes: [] };
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), hashes: [...hashes] };
}

const HTML = /^text\/html\b/;

/**
 * Each request gets a fresh script marker (res.locals.scriptMarker, for the renderer), and an HTML answer's policy
 * admits the inline scripts that carry it, by hash, the marker taken out: as the page ends, before it is cached or
 * given a validator (so a kept copy is stored, and replayed, with the policy of its own bytes). An answer with no
 * body (HEAD) keeps the policy that runs no script.
 */
export function pageScriptPolicy(options: PolicyOptions): RequestHandler {
  return (_req, res, next) => {
    const marker = randomBytes(16).toString("base64url");
    res.locals.scriptMarker = marker;
    const isPage = () => (!res.headersSent && HTML.test(String(res.getHeader("Content-Type") ?? "")) ? true : null);
    gatherAnswer(res, isPage, (body, _page, end) => {
      if (body.length === 0) return end(body);
      const sealed = sealInlineScripts(body, marker);
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(options, sealed.hashes));
      return end(sealed.html);
    });
    next();
  };
}
