import type { ReactNode } from "react";
import { Link } from "react-router";
import { T, useLanguage } from "#app/i18n/i18n.tsx";
import { formatDate, type Language } from "#app/i18n/language.ts";

// Shared chrome for long-form static pages (privacy policy, terms, contact): a readable single column with
// an <h1>, an optional "Last updated" line and an optional lead paragraph. Server-rendered, no client state.

/** A long-form page's head: its title, then the site's name (in the page's language), its description and its
 *  canonical address (`url`, absolute). */
export function proseMeta(title: string, description: string, siteName: string, url: string) {
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-22" → "November 22, 2026" / "22 novembre 2026"; other text is shown as given. */
function formatUpdated(language: Language, updated: string): string {
  return ISO_DATE.test(updated) ? formatDate(language, updated, "long") : updated;
}

export function ProsePage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** An ISO date ("2026-11-22") or display text; rendered as "Last updated …". */
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-base leading-7 text-slate-700 wrap-break-word">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {updated ? (
          <p className="mt-2 text-sm text-slate-700">
            <T
              id="prose.updated"
              components={{
                date: ISO_DATE.test(updated) ? (
                  <time dateTime={updated}>{formatUpdated(language, updated)}</time>
                ) : (
                  <>{updated}</>
                ),
              }}
            />
          </p>
        ) : null}
        {intro ? <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700">{intro}</div> : null}
      </header>
      <div className="mt-2 space-y-4">{children}</div>
    </article>
  );
}

/** One titled section of a prose page: an <h2> followed by its paragraphs and lists. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-4">
      <h2 id={id} className="mt-8 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** A bulleted list with comfortable spacing. */
export function ProseList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">{children}</ul>;
}

const LINK_CLASS =
  "font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800";

/** An inline text link in the prose style: an app path ("/contact") becomes a router <Link>, anything else
 *  (mailto:, tel:, https:) a plain <a>. */
export function ProseLink({ href, children }: { href: string; children?: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={LINK_CLASS}>
      {children}
    </a>
  );
}
