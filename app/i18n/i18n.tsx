import { setupI18n, type I18n } from "@lingui/core";
import { cloneElement, createContext, Fragment, isValidElement, use, useContext, useMemo, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import type { CompiledCatalogue, MessageId } from "./catalogue.ts";
import { LOCALES, languageOfPath, type Language } from "./language.ts";

// Pages find their words through Lingui's core: a loader returns `{ catalogue }` (the compiled messages of its
// area in the page's language) and the root merges every matched route's catalogue into one Lingui instance,
// handed down by a context. (@lingui/react's provider and <Trans> would add a kilobyte to every page for what the
// few lines of <T> below do.)

/** What a loader hands the page so its words reach the browser: the catalogue of the page's language only. */
export type WithCatalogue = { catalogue: CompiledCatalogue };

export type Values = Record<string, string | number>;

/** A Lingui instance for a language and its messages. */
export function createI18n(language: Language, messages: CompiledCatalogue): I18n {
  const locale = LOCALES[language];
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** A translate function for code outside React (a route's meta), from catalogues as loaders returned them. */
export function translator(language: Language, ...catalogues: unknown[]) {
  const i18n = createI18n(language, Object.assign({}, ...catalogues) as CompiledCatalogue);
  return (id: MessageId, values?: Record<string, string | number>) => i18n._(id, values);
}

const catalogueOf = (data: unknown): CompiledCatalogue | undefined =>
  data && typeof data === "object" && "catalogue" in data ? (data as WithCatalogue).catalogue : undefined;

// A page whose root data is missing (a request refused before any loader ran, an outage) still has words: the
// common catalogue of its language, fetched as a chunk of its own only then.
const fallbacks = new Map<Language, Promise<CompiledCatalogue>>();
function fallbackCatalogue(language: Language): Promise<CompiledCatalogue> {
  let loading = fallbacks.get(language);
  if (!loading) {
    loading = (language === "fr" ? import("./compiled/common.fr.ts") : import("./compiled/common.en.ts")).then(
      (module) => module.default,
    );
    fallbacks.set(language, loading);
  }
  return loading;
}

const I18nContext = createContext<I18n | null>(null);
const I18nProvider = ({ i18n, children }: { i18n: I18n; children: ReactNode }) => (
  <I18nContext value={i18n}>{children}</I18nContext>
);

/** Words for what it holds from the catalogue given (a component rendered on its own, as a test does). */
export function CatalogueProvider(props: { language: Language; catalogue: CompiledCatalogue; children?: ReactNode }) {
  const i18n = useMemo(() => createI18n(props.language, props.catalogue), [props.language, props.catalogue]);
  return <I18nProvider i18n={i18n}>{props.children}</I18nProvider>;
}

function WithFallback({ language, children }: { language: Language; children: ReactNode }) {
  const messages = use(fallbackCatalogue(language));
  const i18n = useMemo(() => createI18n(language, messages), [language, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The Lingui provider of the page: its language from the URL, its words from the matched routes' data. */
export function PageI18n({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  const matches = useMatches();
  const catalogues = matches.map((match) => catalogueOf(match.loaderData));
  const key = matches.map((match, index) => (catalogues[index] ? match.id : "")).join("|");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the catalogues change with the matched routes (key)
  const i18n = useMemo(() => createI18n(language, Object.assign({}, ...catalogues)), [language, key]);
  if (!catalogues[0]) return <WithFallback language={language}>{children}</WithFallback>;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's language (from its URL). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useT outside PageI18n");
  return i18n;
}

/** The translate function of the page's catalogues. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const i18n = useI18n();
  return (id, values) => i18n._(id, values);
}

const TAG = /<([a-zA-Z]+)>([^<]*)<\/\1>|<([a-zA-Z]+)\/>/;

/**
 * A message with markup: `<name>text</name>` in the message puts its text in the element `components[name]`
 * (a link, say), `<name/>` puts the element as it is. Tags do not nest.
 */
export function T(props: { id: MessageId; values?: Values; components?: Record<string, ReactNode> }) {
  const text = useI18n()._(props.id, props.values);
  const parts = text.split(TAG);
  const nodes: ReactNode[] = [];
  // split() gives: text, then for each tag its name, content and self-closing name, then text again
  for (let index = 0; index < parts.length; index += 4) {
    if (parts[index]) nodes.push(parts[index]);
    const name = parts[index + 1] ?? parts[index + 3];
    const element = name ? props.components?.[name] : undefined;
    if (!name) continue;
    const content = parts[index + 1] ? parts[index + 2] : undefined;
    nodes.push(
      isValidElement(element) ? cloneElement(element, { key: index }, ...(content ? [content] : [])) : content,
    );
  }
  return <Fragment>{nodes}</Fragment>;
}
