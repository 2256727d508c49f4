import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { commonNow } from "./common.ts";
import { MoreWords, translator } from "./i18n.tsx";
import { languageOfPath, type Language } from "./language.ts";
import { loadPageWordsOf, pageWordsNow } from "./page-words.ts";

// What the text pages' route modules share (text-pages.ts: the terms, the privacy policy, pricing and contact): their
// loader, their client loader, the words their component draws in and their meta's translate function, kept out of
// the modules every page loads.

/** Such a page's data: its language only (the page hydrates with it; its words are not data). */
export const pageLanguage = (request: Request): { language: Language } => ({
  language: languageOfPath(new URL(request.url).pathname),
});

/** Such a page's client loader: its words fetched before a navigation renders it, then its data. */
export async function withPageWords<T>(args: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  await loadPageWordsOf(new URL(args.request.url).pathname);
  return args.serverLoader();
}

/** The page's own words for what it holds, beside the common ones (none before they are here). */
function PageWords({ children }: { children: ReactNode }) {
  const messages = pageWordsNow(useLocation().pathname);
  return messages ? <MoreWords messages={messages}>{children}</MoreWords> : children;
}

/** Such a page's component, drawn inside its own words. */
export const inPageWords = (Page: () => ReactNode) =>
  function TextPage() {
    return (
      <PageWords>
        <Page />
      </PageWords>
    );
  };

/** Such a page's language and the translate function of its meta: the common words and the page's own. */
export function pageTranslator(pathname: string) {
  const language = languageOfPath(pathname);
  return { language, t: translator(language, commonNow(language), pageWordsNow(pathname)) };
}
