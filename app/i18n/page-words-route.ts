import { languageOfPath, type Language } from "./language.ts";
import { loadPageWordsOf } from "./page-words.ts";

// The loader and client loader of the pages whose words come as a script of their own (page-words.ts): the terms,
// the privacy policy, pricing and contact. Apart from page-words.ts, which every page's browser entry loads, so
// that only these pages' modules carry them.

/** Such a page's data: its language only (the page hydrates with it; its words are not data). */
export const pageLanguage = (request: Request): { language: Language } => ({
  language: languageOfPath(new URL(request.url).pathname),
});

/** Such a page's client loader: its words fetched before a navigation renders it, then its data. */
export async function withPageWords<T>(args: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  await loadPageWordsOf(new URL(args.request.url).pathname);
  return args.serverLoader();
}
