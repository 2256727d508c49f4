import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { siteName } from "#app/mail/site-name.ts";
import { escapeXml } from "#app/seo/xml.ts";

// The website badge a therapist embeds (GET /badge/{slug}.svg, .fr.svg in French): drawn in its language.

/** The 240x60 "Verified on <site>" badge image that the edit page's snippet embeds, as SVG, in `language`. */
export function badgeSvg(language: Language): string {
  const t = translator(language, catalogue(language, "editor"));
  const site = siteName(language);
  const name = escapeXml(site);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${escapeXml(t("badge.alt", { site }))}">
<rect x="0.5" y="0.5" width="239" height="59" rx="10" fill="#ffffff" stroke="#0f766e"/>
<circle cx="30" cy="30" r="16" fill="#0f766e"/>
<path d="M22 30.5l5.5 5.5 10.5-11" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="56" y="25" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#334155">${escapeXml(t("badge.image.verified"))}</text>
<text x="56" y="42" font-family="Arial, Helvetica, sans-serif" font-size="12.5" font-weight="bold" fill="#0f172a" textLength="174" lengthAdjust="spacingAndGlyphs">${name}</text>
</svg>`;
}
