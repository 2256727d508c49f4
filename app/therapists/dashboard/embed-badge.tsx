import { useEffect, useState } from "react";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { toast } from "#app/components/toasts.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { escapeXml } from "#app/seo/xml.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";

const COPY_RESET_MS = 2000;

/** The badge image of a profile in the page's language: /badge/{slug}.svg, or /badge/{slug}.fr.svg in French. */
const badgePath = (slug: string, language: Language) => `/badge/${slug}${language === "fr" ? ".fr" : ""}.svg`;

/** The HTML a therapist pastes into their website: the badge, in the page's language, linking to their profile. */
export function badgeSnippet(appUrl: string, slug: string, language: Language, alt: string): string {
  const profile = `${appUrl}${localPath(language, `/therapists/${slug}`)}`;
  return `<a href="${profile}" target="_blank" rel="noopener"><img src="${appUrl}${badgePath(slug, language)}" width="240" height="60" alt="${escapeXml(alt)}"></a>`;
}

/** The embeddable badge on the edit page: preview, the HTML snippet, Copy Code → Copied! for 2 seconds. */
export function EmbedBadge({ appUrl, slug }: { appUrl: string; slug: string }) {
  const t = useT();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const alt = t("badge.alt", { site: t("site.name") });
  const snippet = badgeSnippet(appUrl, slug, language, alt);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      toast.success(t("badge.copied"), { description: t("badge.copied.text") });
    } catch {
      toast.error(t("badge.copyFailed"), { description: t("badge.copyFailed.text") });
    }
  };
  return (
    <section
      aria-labelledby="badge-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="badge-heading" className="text-lg font-semibold text-slate-900">
        {t("badge.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("badge.lead")}</p>
      <img src={badgePath(slug, language)} width={240} height={60} alt={alt} className="mt-4" />
      <label htmlFor="badge-code" className="mt-4 block text-sm font-medium text-slate-800">
        {t("badge.code")}
      </label>
      <textarea
        id="badge-code"
        readOnly
        rows={4}
        value={snippet}
        className="mt-1 block w-full rounded-md border border-slate-500 bg-slate-50 p-2 font-mono text-xs text-slate-900"
      />
      {/* Copying needs the page's scripts; without them the snippet is selected and copied by hand. */}
      {hydrated && (
        <Button type="button" onClick={copy} size="sm" className="mt-3">
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          <span aria-live="polite">{copied ? t("badge.copied") : t("badge.copy")}</span>
        </Button>
      )}
    </section>
  );
}
